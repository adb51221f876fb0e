/** docs/product.md, Routes. Everything reads this list, so a page added here is covered everywhere. */

export interface PublicRoute {
  path: string;
  /** The root layout appends the site name. */
  title: string;
  heading: string;
  description: string;
  priority: number;
}

const route = (path: string, title: string, heading: string, description: string, priority = 0.7): PublicRoute => ({
  path,
  title,
  heading,
  description,
  priority,
});

export const HOME = route(
  "/",
  "Learning and community for South Africa",
  "Learn, build and be heard, all in one place",
  "STEM practice, entrepreneurship education and an anonymous Venting Room for South African students, learners and professionals. The first 1000 members get a free month.",
  1,
);

export const TALENT_CURRICULUM = route(
  "/talent-based-curriculum",
  "Talent-Based Curriculum",
  "Talent-Based Curriculum",
  "A curriculum that starts from each learner's talents and grows them into skills, projects and careers.",
);
export const GIANT_TEACHER = route(
  "/giant-teacher",
  "Giant Teacher",
  "Giant Teacher",
  "Giant Teacher is our AI-driven research project: a patient tutor that speaks South Africa's languages and knows its curriculum.",
);
export const VENTING_ROOM = route(
  "/venting-room",
  "Venting Room",
  "The Venting Room",
  "An anonymous space to share what weighs on you, by topic, with images, video, audio or writing. From R50 a month.",
  0.8,
);
export const FREELANCE = route(
  "/freelance",
  "Freelance",
  "Freelance for Peace, Purpose and Happiness",
  "Freelance work organised around three sectors, Peace, Purpose and Happiness, connecting skilled South Africans with paid projects.",
);
export const ENTREPRENEURSHIP = route(
  "/entrepreneurship",
  "Entrepreneurship Education",
  "Entrepreneurship Education",
  "Learn to build a business in four arenas, local, national, continental and global, with modules, assessments, groups and certificates. From R350 a month.",
  0.8,
);
export const STEM_SUBJECTS = route(
  "/stem-subjects",
  "STEM Subjects",
  "STEM Subjects practice",
  "Practise CAPS Grade 10 to 12 Mathematics and Physical Sciences, topic by topic, marked at once with worked solutions. From R200 a month.",
  0.8,
);

/** In the order of docs/product.md, Navigation. */
export const PROJECT_ROUTES = [
  TALENT_CURRICULUM,
  GIANT_TEACHER,
  VENTING_ROOM,
  FREELANCE,
  ENTREPRENEURSHIP,
  STEM_SUBJECTS,
] as const;

export const ABOUT = route(
  "/about",
  "About Us",
  "About Stepps",
  "Our story, our values of Peace, Purpose and Happiness, what we focus on and the four founders behind Stepps.",
);
export const RESEARCH = route(
  "/research",
  "Research",
  "Research",
  "Our research in 3D printing, blockchain, the Internet of Things, machine learning, robotics and cloud computing, and what it means for South African learners.",
);
export const PROJECTS = route(
  "/projects",
  "Projects",
  "Our projects",
  "The six Stepps projects: the talent-based curriculum, Giant Teacher, the Venting Room, freelance, entrepreneurship and STEM practice.",
);
export const CONTACT = route(
  "/contact",
  "Contact Us",
  "Contact us",
  "Questions about plans, vouchers, schools or partnerships? Send the Stepps team a message.",
  0.6,
);
export const TERMS = route(
  "/terms-of-use",
  "Terms of Use",
  "Terms of Use",
  "The terms that govern your use of Stepps, effective 28 April 2025 and governed by the laws of South Africa.",
  0.3,
);
export const PRIVACY = route(
  "/privacy-policy",
  "Privacy Policy",
  "Privacy Policy",
  "How Stepps collects, uses, keeps and protects your personal information under POPIA, and your rights. Effective 28 April 2025.",
  0.3,
);

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  HOME,
  ABOUT,
  RESEARCH,
  PROJECTS,
  CONTACT,
  ...PROJECT_ROUTES,
  TERMS,
  PRIVACY,
];

export function publicRoute(path: string): PublicRoute {
  const found = PUBLIC_ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`Not a public route: ${path}`);
  return found;
}

/** docs/product.md, Navigation. */
export const NAV_LINKS = {
  before: [
    { href: HOME.path, label: "Home" },
    { href: ABOUT.path, label: "About Us" },
    { href: RESEARCH.path, label: "Research" },
  ],
  after: [{ href: CONTACT.path, label: "Contact Us" }],
} as const;

export const FOOTER_LINKS = [
  { href: TERMS.path, label: "Terms of Use" },
  { href: PRIVACY.path, label: "Privacy Policy" },
  { href: CONTACT.path, label: "Contact Us" },
] as const;

export const SIGNUP_PATH = "/signup";
export const LOGIN_PATH = "/login";
export const DEFAULT_LANDING_PATH = "/dashboard";
export const VERIFY_EMAIL_PATH = "/verify-email";
export const FORGOT_PASSWORD_PATH = "/forgot-password";
export const RESET_PASSWORD_PATH = "/reset-password";
export const SIGN_IN_LINK_PATH = "/sign-in-link";
export const CHECKOUT_PATH = "/checkout";
export const PAYMENT_PATH = "/payment";
export const PAYMENT_CALLBACK_PATH = "/payment-callback";
export const VENTING_DASHBOARD_PATH = "/venting-room-dashboard";
export const ENTREPRENEURSHIP_DASHBOARD_PATH = "/entrepreneurship-education-dashboard";
export const STEM_DASHBOARD_PATH = "/stem-subjects-dashboard";
export const BUNDLED_DASHBOARD_PATH = "/bundled-dashboard";
/** next.config.mjs redirects it permanently. */
export const LEGACY_VENTING_PREFIX = "/dev-venting-room-dashboard";
export const ACCOUNT_PATH = "/account";
export const ACCOUNT_DELETED_PATH = "/account-deleted";
export const ACCOUNT_DATA_API = "/api/account/data";

export const PRIVATE_PREFIXES = [
  "/api/",
  DEFAULT_LANDING_PATH,
  VENTING_DASHBOARD_PATH,
  LEGACY_VENTING_PREFIX,
  ENTREPRENEURSHIP_DASHBOARD_PATH,
  STEM_DASHBOARD_PATH,
  BUNDLED_DASHBOARD_PATH,
  CHECKOUT_PATH,
  ACCOUNT_PATH,
  PAYMENT_PATH,
  PAYMENT_CALLBACK_PATH,
  // Their tokens are in the address.
  VERIFY_EMAIL_PATH,
  RESET_PASSWORD_PATH,
  SIGN_IN_LINK_PATH,
] as const;
