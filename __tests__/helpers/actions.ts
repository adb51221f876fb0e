// Calls a server action the way a form post does: with the form's fields, inside a request scope
// (cookies and headers, lib/http/client-address's stamped address), and reads what came back: the
// form's state, or the redirect Next would send, plus the cookies it set.
import type { FormState } from "@/lib/forms/form-state";
import { clientAddressHeader } from "@/lib/http/client-address";
import { inRequestScopeWithCookies } from "./next-headers";
import { APP_ORIGIN } from "./requests";

type Action<Data> = (state: FormState<Data>, formData: FormData) => Promise<FormState<Data>>;

export interface ActionAnswer<Data> {
  state?: FormState<Data>;
  /** Where redirect() sent the browser. */
  redirectTo?: string;
  setCookies: string[];
}

export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

export async function runAction<Data>(
  action: Action<Data>,
  fields: Record<string, string>,
  {
    cookie,
    address = "198.51.100.200",
    body,
  }: {
    cookie?: string;
    address?: string;
    /** What the action is called with instead of the form: Next passes whatever a request's body decodes to. */
    body?: unknown;
  } = {},
): Promise<ActionAnswer<Data>> {
  const request = new Request(`${APP_ORIGIN}/`, {
    method: "POST",
    headers: { ...(cookie ? { cookie } : {}), [clientAddressHeader()]: address, origin: APP_ORIGIN },
  });
  let redirectTo: string | undefined;
  const { result, setCookies } = await inRequestScopeWithCookies(request, async () => {
    try {
      return await action({ status: "idle" }, body === undefined ? formData(fields) : (body as FormData));
    } catch (error) {
      // Next's redirect() throws; its digest is "NEXT_REDIRECT;<type>;<url>;<status>;".
      const digest = (error as { digest?: unknown })?.digest;
      if (typeof digest !== "string" || !digest.startsWith("NEXT_REDIRECT;")) throw error;
      redirectTo = digest.split(";")[2];
      return undefined;
    }
  });
  return { state: result, redirectTo, setCookies };
}
