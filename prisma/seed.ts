// Loads catalogue data into the database. Idempotent: run it after every migration.
import { PrismaClient } from "@prisma/client";
import { createDriverAdapter } from "../lib/db/adapter";
import { DEFAULT_DATABASE_URL } from "../lib/db/url";
import { PLANS } from "../lib/plans/catalogue";
import { TRENDING_SEED } from "../lib/venting/trending-seed";

export async function seed(db: PrismaClient) {
  for (const plan of PLANS) {
    const data = {
      title: plan.title,
      description: plan.description,
      priceText: plan.priceText,
      amountCents: plan.amountCents,
      currency: plan.currency,
      kind: plan.kind,
      services: JSON.stringify(plan.services),
    };
    await db.plan.upsert({ where: { id: plan.id }, create: { id: plan.id, ...data }, update: data });
  }
  // The Venting Room's sample trending items; members' likes on them are kept.
  for (const item of TRENDING_SEED) {
    const data = {
      title: item.title,
      summary: item.summary,
      section: item.section,
      mediaType: item.type,
      mediaUrl: item.mediaUrl,
      publishedAt: new Date(item.publishedAt),
    };
    await db.trendingItem.upsert({ where: { id: item.id }, create: { id: item.id, ...data }, update: data });
  }
  return { plans: PLANS.length, "trending items": TRENDING_SEED.length };
}

async function main() {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const db = new PrismaClient({ adapter: createDriverAdapter(url, process.env.DATABASE_AUTH_TOKEN) });
  try {
    const counts = await seed(db);
    console.log(`Seeded ${Object.entries(counts).map(([k, v]) => `${v} ${k}`).join(", ")}.`);
  } finally {
    await db.$disconnect();
  }
}

if (process.argv[1] && /seed\.ts$/.test(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
