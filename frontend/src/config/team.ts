import team from './team.json';

/**
 * The team the footer introduces, and the credits line under it. A deployment edits team.json (the only
 * place names and links live); the defaults are placeholders on example.com, no real person's accounts.
 */
export interface TeamMember {
  name: string;
  /** Personal site. */
  portfolio: string;
  /** Code-hosting profile. */
  github: string;
  /** Professional-network profile. */
  linkedin: string;
}

export const TEAM: readonly TeamMember[] = team.members;
export const CREDITS: string = team.credits;
