/**
 * Prisma enum values must be identifiers ("semi_anonymous") while URLs and the API keep the app's ids;
 * @map stores the app's id. Both tables are written out, so the compiler checks each is complete.
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
