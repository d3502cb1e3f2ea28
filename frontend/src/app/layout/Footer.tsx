import './Footer.css';

interface TeamMember {
  name: string;
  portfolio: string;
  github: string;
  linkedin: string;
}

const TEAM: TeamMember[] = [
  {
    name: 'Maya Okafor',
    portfolio: 'https://mayaokafor.dev',
    github: 'https://github.com/mayaokafor',
    linkedin: 'https://www.linkedin.com/in/mayaokafor',
  },
  {
    name: 'Lucas Brennan',
    portfolio: 'https://lucasbrennan.dev',
    github: 'https://github.com/lucasbrennan',
    linkedin: 'https://www.linkedin.com/in/lucasbrennan',
  },
  {
    name: 'Priya Raman',
    portfolio: 'https://priyaraman.dev',
    github: 'https://github.com/priyaraman',
    linkedin: 'https://www.linkedin.com/in/priyaraman',
  },
  {
    name: 'Tomás Herrera',
    portfolio: 'https://tomasherrera.dev',
    github: 'https://github.com/tomasherrera',
    linkedin: 'https://www.linkedin.com/in/tomasherrera',
  },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <h2 className="site-footer__heading">Meet the team</h2>
        <ul className="site-footer__team">
          {TEAM.map((member) => (
            <li key={member.name}>
              <span className="site-footer__name">{member.name}</span>
              <span className="site-footer__links">
                <a href={member.portfolio} target="_blank" rel="noreferrer">
                  Portfolio<span className="visually-hidden"> of {member.name}</span>
                </a>
                <a href={member.github} target="_blank" rel="noreferrer">
                  GitHub<span className="visually-hidden"> of {member.name}</span>
                </a>
                <a href={member.linkedin} target="_blank" rel="noreferrer">
                  LinkedIn<span className="visually-hidden"> of {member.name}</span>
                </a>
              </span>
            </li>
          ))}
        </ul>
        <p className="site-footer__credits">
          Inspired by Etsy · Made by a bootcamp cohort team · Checkout is for practice only: never enter real
          card details.
        </p>
      </div>
    </footer>
  );
}
