/** The agency's team, as the home and About pages show it. */
export interface TeamMember {
  name: string;
  role: string;
  text: string;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Siân Morgan',
    role: 'Managing Director',
    text: 'Leads the agency and looks after our landlord clients’ portfolios.',
  },
  {
    name: 'Rhys Evans',
    role: 'Lettings Manager',
    text: 'Runs viewings, referencing and new occupation contracts.',
  },
  {
    name: 'Catrin Hughes',
    role: 'Property Manager',
    text: 'Keeps inspections, safety certificates and renewals on schedule.',
  },
  {
    name: 'Owen Price',
    role: 'Maintenance Coordinator',
    text: 'Arranges repairs with our trusted local contractors.',
  },
];
