import { CREDITS, TEAM } from '../../config/team';
import './Footer.css';

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
        <p className="site-footer__credits">{CREDITS}</p>
      </div>
    </footer>
  );
}
