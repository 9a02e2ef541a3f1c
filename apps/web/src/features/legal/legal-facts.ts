/** Facts of spec section 9 shared by the three legal pages. */
export const LEGAL = {
  minimumAge: 13,
  deletionBusinessDays: 7,
  privacyEffective: '2 June 2025',
  termsEffective: '5 June 2025',
  deletionEffective: '5 June 2025',
  governingLaw: 'the laws of the United Kingdom',
  // The operator publishes the real address when deploying; this one is a placeholder domain.
  contactEmail: 'privacy@mise.example',
} as const;
