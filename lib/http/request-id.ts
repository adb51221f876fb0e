/** A proxy's id is kept only when it looks like one: anything else could forge log lines. */
const REQUEST_ID = /^[\w-]{8,64}$/;

export const REQUEST_ID_HEADER = "x-request-id";

export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}
