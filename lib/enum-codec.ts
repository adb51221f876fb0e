/**
 * Two-way conversion between the app's ids and a Prisma enum's values. The URLs and the API keep the
 * app's ids ("semi-anonymous", "ecosystem+"); a Prisma enum value must be an identifier
 * ("semi_anonymous"), and @map stores it as the app's id, so the database holds the same text
 * either way. Both tables are written out, so the compiler checks that each one is complete.
 */
export interface EnumCodec<Id extends string, Stored extends string> {
  toDb(id: Id): Stored;
  fromDb(value: Stored): Id;
}

export function enumCodec<Id extends string, Stored extends string>(
  toDb: Readonly<Record<Id, Stored>>,
  fromDb: Readonly<Record<Stored, Id>>,
): EnumCodec<Id, Stored> {
  return { toDb: (id) => toDb[id], fromDb: (value) => fromDb[value] };
}
