/** Facts of spec section 9 shared by the three legal pages (dates as days, written in the reader's language). */
export const LEGAL = {
  minimumAge: 13,
  deletionBusinessDays: 7,
  privacyEffective: '2025-06-02',
  termsEffective: '2025-06-05',
  deletionEffective: '2025-06-05',
  // The operator publishes the real address when deploying; this one is a placeholder domain.
  contactEmail: 'privacy@mise.example',
} as const;
