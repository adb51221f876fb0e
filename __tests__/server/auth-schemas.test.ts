import { cellNumberField, loginSchema, signupFormSchema, signupSchema } from "@/lib/accounts/schemas";

const valid = {
  name: "Nomsa",
  surname: "Dlamini",
  email: "  Nomsa.Dlamini@Example.CO.ZA ",
  password: "secret1",
  city: "Soweto",
  cellNumber: "082 123 4567",
  ageConsent: true,
};

describe("sign-up schema", () => {
  it("normalises e-mail and cell number", () => {
    expect(signupSchema.parse(valid)).toEqual({
      ...valid,
      email: "nomsa.dlamini@example.co.za",
      cellNumber: "+27821234567",
    });
  });

  it.each([
    ["0821234567", "+27821234567"],
    ["+27821234567", "+27821234567"],
    ["+27 82-123-4567", "+27821234567"],
  ])("accepts the cell number %s as %s", (input, stored) => {
    expect(cellNumberField.parse(input)).toBe(stored);
  });

  it.each(["082123456", "08212345678", "27821234567", "+2782123456", "0021234567", "abcdefghij", ""])(
    "refuses the cell number %j",
    (input) => {
      expect(cellNumberField.safeParse(input).success).toBe(false);
    },
  );

  it("requires every field", () => {
    const result = signupSchema.safeParse({});
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      "ageConsent",
      "cellNumber",
      "city",
      "email",
      "name",
      "password",
      "surname",
    ]);
  });

  it("checks the password is at least 6 characters", () => {
    expect(signupSchema.safeParse({ ...valid, password: "12345" }).error?.issues[0].message).toBe(
      "Your password must be at least 6 characters.",
    );
  });

  it.each(["name", "surname", "city"])(
    "keeps the %s to one line: no line breaks, tabs or control characters",
    (field) => {
      // A stranger's "name" for someone else's address, as Stepps would have greeted its owner.
      const paragraphs = "T,\n\nACCOUNT LOCKED. Unlock: http://evil.example/u\n\nThanks,";
      for (const value of [paragraphs, "Thabo\r\nMokoena", "Thabo\tM", "Thabo\u2028M", "Thabo\u0085M", "Thabo\u0007"]) {
        const result = signupSchema.safeParse({ ...valid, [field]: value });
        expect(result.error?.issues).toEqual([
          expect.objectContaining({ path: [field], message: expect.stringMatching(/must be on one line/) }),
        ]);
      }
      expect(signupSchema.safeParse({ ...valid, [field]: "Nomsa-Lee O'Brien Ndlovu" }).success).toBe(true);
    },
  );

  it("refuses unknown fields, so a browser cannot slip in a plan or a price", () => {
    expect(signupSchema.safeParse({ ...valid, plan: "platinum" }).error?.issues[0].code).toBe("unrecognized_keys");
  });

  it("says 'Passwords do not match.' on the form when the confirmation differs", () => {
    const result = signupFormSchema.safeParse({ ...valid, confirmPassword: "secret2" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirmPassword"], message: "Passwords do not match." }),
    ]);
    expect(signupFormSchema.safeParse({ ...valid, confirmPassword: "secret1" }).success).toBe(true);
  });
});

describe("login schema", () => {
  it("requires an e-mail and a password", () => {
    expect(loginSchema.safeParse({ email: "A@B.co", password: "x" }).data).toEqual({ email: "a@b.co", password: "x" });
    expect(loginSchema.safeParse({ email: "", password: "" }).error?.issues.map((i) => i.message)).toEqual([
      "Please enter your email address.",
      "Please enter your password.",
    ]);
  });
});

describe("forms with a new password typed twice", () => {
  it("say the passwords differ even while another field is wrong, so every problem shows at once", () => {
    const result = signupFormSchema.safeParse({
      name: "Nomsa",
      surname: "Dlamini",
      email: "not-an-email",
      password: "secret1",
      confirmPassword: "secret2",
      city: "Soweto",
      cellNumber: "0821234567",
    });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      "ageConsent",
      "confirmPassword",
      "email",
    ]);
  });
});
