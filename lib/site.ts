export const SITE = {
  name: "Stepps",
  legalName: "Stepps Education (Pty) Ltd",
  tagline: "Learning and community for South Africa",
  description:
    "Stepps is a South African learning and community platform: STEM practice, entrepreneurship education and an anonymous Venting Room, priced in rand.",
  locale: "en_ZA",
  country: "South Africa",
  /** docs/product.md, Policies. */
  policiesEffective: "28 April 2025",
  founded: "2025",
  introVideo: {
    youtubeId: "eWaMtVh3OHo",
    title: "Introducing Stepps",
    caption: "Two minutes on why we built Stepps and what members can do here.",
  },
} as const;
