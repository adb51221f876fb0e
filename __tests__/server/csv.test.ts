// The CSV writer the staff's payment export uses (lib/csv.ts): RFC 4180 quoting, and no cell a
// spreadsheet would run as a formula.
import { csvCell, neutraliseCell, toCsv } from "@/lib/csv";

describe("neutraliseCell", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', '\'=HYPERLINK("http://evil.example","Click")'],
    ["+27821234567", "'+27821234567"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
  ])("prefixes %j with a single quote", (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
  });

  it.each(["thandi@example.co.za", "ref_1700000000000_0123456789ab", "230.00", "2026-11-24 14:05", "", "a=b", " =1"])(
    "leaves %j as it is",
    (value) => {
      expect(neutraliseCell(value)).toBe(value);
    },
  );
});

describe("csvCell", () => {
  it("quotes every cell and doubles the quotes inside", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(csvCell(230)).toBe('"230"');
    expect(csvCell(null)).toBe('""');
  });

  it("neutralises before quoting, so the quote cannot be used to hide the formula", () => {
    expect(csvCell('=1+1"')).toBe('"\'=1+1"""');
  });
});

describe("toCsv", () => {
  it("writes a byte-order mark, the header and one CRLF-ended line per row", () => {
    expect(
      toCsv(
        ["Name", "Amount"],
        [
          ["Thandi", "230.00"],
          ["=evil()", null],
        ],
      ),
    ).toBe('\uFEFF"Name","Amount"\r\n"Thandi","230.00"\r\n"\'=evil()",""\r\n');
  });

  it("writes the header alone when there are no rows", () => {
    expect(toCsv(["Date"], [])).toBe('\uFEFF"Date"\r\n');
  });
});
