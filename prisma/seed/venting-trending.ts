/**
 * The Venting Room's seeded "trending news": sample items shown before members have posted
 * anything, one per media kind the room accepts. Newest first.
 *
 * Every `mediaUrl` is a small local file under `public/venting/trending/`, made by
 * `node scripts/generate-trending-media.mjs`, which reads this list (ids, titles, summaries and
 * file names must stay in step with the media-spec table in that script; it fails if they do not).
 */
import type { TrendingSeedItem } from "./types";

export const TRENDING_SEED: readonly TrendingSeedItem[] = [
  {
    id: "trending-01",
    title: "16 Days of Activism: students speak up against GBV",
    summary:
      "The 16 Days of Activism for No Violence Against Women and Children starts on 25 November. Students are planning campus talks on consent, safety and support.",
    section: "social-injustice",
    type: "video",
    mediaUrl: "/venting/trending/trending-01-16-days-of-activism.webm",
    publishedAt: "2026-11-25T07:00:00.000Z",
  },
  {
    id: "trending-02",
    title: "Exam stress? Breathe along with this calming chime",
    summary:
      "Breathe in as the chime rises and out as it fades. If panic or dark thoughts do not ease, reach out to SADAG, Lifeline or an adult you trust today.",
    section: "emergency",
    type: "audio",
    mediaUrl: "/venting/trending/trending-02-breathing-chime.webm",
    publishedAt: "2026-11-20T16:30:00.000Z",
  },
  {
    id: "trending-03",
    title: "Break-up in the middle of exams? Be gentle with yourself",
    summary:
      "A break-up just before a paper can wreck your focus. Members share what helped them: a study buddy, short walks, less scrolling and talking it through.",
    section: "romantic-chaos",
    type: "image",
    mediaUrl: "/venting/trending/trending-03-break-up-in-exams.jpg",
    publishedAt: "2026-11-16T12:15:00.000Z",
  },
  {
    id: "trending-04",
    title: "NSFAS funding delayed? What you can do while you wait",
    summary:
      "A one-page guide: keep copies of everything you submitted, track your application status and speak to your financial aid office about interim support.",
    section: "economic-hell",
    type: "doc",
    mediaUrl: "/venting/trending/trending-04-nsfas-delays.pdf",
    publishedAt: "2026-11-12T09:00:00.000Z",
  },
  {
    id: "trending-05",
    title: "Cape Town households bring back their water-wise habits",
    summary:
      "Two-minute showers, a bucket under the tap and grey water for the garden: learners share how their families are saving water as summer heats up.",
    section: "ecosystem+",
    type: "image",
    mediaUrl: "/venting/trending/trending-05-cape-town-water.jpg",
    publishedAt: "2026-11-07T08:45:00.000Z",
  },
  {
    id: "trending-06",
    title: "Fuel price up again, and so is the taxi fare to class",
    summary:
      "Commuters share voice notes on how higher taxi fares squeeze budgets for school, work and job interviews, and the lift clubs they are starting to cope.",
    section: "economic-hell",
    type: "audio",
    mediaUrl: "/venting/trending/trending-06-taxi-fares.webm",
    publishedAt: "2026-11-03T06:30:00.000Z",
  },
  {
    id: "trending-07",
    title: "Durban neighbours clean up and rebuild after the floods",
    summary:
      "Volunteers in eThekwini are clearing storm drains, collecting litter and replanting riverbanks so that the next heavy rains do less damage.",
    section: "ecosystem+",
    type: "video",
    mediaUrl: "/venting/trending/trending-07-durban-flood-clean-up.webm",
    publishedAt: "2026-10-29T10:00:00.000Z",
  },
  {
    id: "trending-08",
    title: "Rural learners are still waiting for safe school toilets",
    summary:
      "Some schools in rural Limpopo and the Eastern Cape still rely on pit latrines. Parents, teachers and activists are pushing for faster, safer sanitation.",
    section: "social-injustice",
    type: "image",
    mediaUrl: "/venting/trending/trending-08-school-sanitation.jpg",
    publishedAt: "2026-10-24T08:00:00.000Z",
  },
  {
    id: "trending-09",
    title: "Load-shedding hits the corner spaza hardest",
    summary:
      "Spoiled stock, shorter trading hours and the cost of generator fuel: small traders count the cost of power cuts, and some are clubbing together for solar.",
    section: "economic-hell",
    type: "video",
    mediaUrl: "/venting/trending/trending-09-load-shedding-spaza.webm",
    publishedAt: "2026-10-20T14:00:00.000Z",
  },
  {
    id: "trending-10",
    title: "Green flags and red flags: a healthy relationship checklist",
    summary:
      "A printable checklist on respect, trust and boundaries, and on what to do when a relationship starts to feel controlling or unsafe.",
    section: "romantic-chaos",
    type: "doc",
    mediaUrl: "/venting/trending/trending-10-healthy-relationships.pdf",
    publishedAt: "2026-10-15T11:30:00.000Z",
  },
  {
    id: "trending-11",
    title: "World Mental Health Day: where to find help",
    summary:
      "A one-page list of support organisations, including SADAG, Lifeline and Childline South Africa. If you are in danger right now, contact emergency services.",
    section: "emergency",
    type: "doc",
    mediaUrl: "/venting/trending/trending-11-where-to-find-help.pdf",
    publishedAt: "2026-10-10T07:00:00.000Z",
  },
  {
    id: "trending-12",
    title: "Solar panels on the school roof: learners lead the switch",
    summary:
      "A learner-led campaign raised funds for rooftop solar, so lessons and the computer lab keep running when the power goes off. Listen to their story.",
    section: "ecosystem+",
    type: "audio",
    mediaUrl: "/venting/trending/trending-12-school-solar.webm",
    publishedAt: "2026-10-06T13:00:00.000Z",
  },
  {
    id: "trending-13",
    title: "Months of job-hunting? You are not the only one",
    summary:
      "Youth unemployment is high, and the wait wears you down. Members swap CV tips, learnership leads and small wins to keep each other going.",
    section: "economic-hell",
    type: "image",
    mediaUrl: "/venting/trending/trending-13-youth-unemployment.jpg",
    publishedAt: "2026-10-02T09:30:00.000Z",
  },
];
