import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";

export interface StemSubject {
  id: string;
  name: string;
  description: string;
  grades: string;
  topics: string[];
}

const topicsSchema = z.array(z.string());

export async function listSubjects(): Promise<StemSubject[]> {
  const rows = await db.stemSubject.findMany({ orderBy: { position: "asc" } });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    grades: row.grades,
    topics: topicsSchema.parse(JSON.parse(row.topics)),
  }));
}
