import { registerWithPassword } from "@/lib/accounts/register";

let n = 0;

/** A signed-up account (with its voucher, while any remain). */
export async function newUser(name = "Lerato") {
  n += 1;
  const email = `${name.toLowerCase()}${n}-${Date.now()}@example.co.za`;
  const { user, voucher } = await registerWithPassword({ name, surname: "Mokoena", email, password: "secret1", city: "Bloemfontein", cellNumber: "0711234567" });
  return { user, voucher: voucher! };
}
