import { clientAddressHeader, clientAddressOf, clientIp, limitedAddress } from "@/lib/http/client-address";

describe("the client address for limits", () => {
  it("is the connection's own address when no proxy is trusted (the default): X-Forwarded-For is ignored", () => {
    expect(clientAddressOf("41.13.2.9", undefined, 0)).toBe("41.13.2.9");
    expect(clientAddressOf("41.13.2.9", "6.6.6.6", 0)).toBe("41.13.2.9");
    expect(clientAddressOf("41.13.2.9", "6.6.6.6, 7.7.7.7", 0)).toBe("41.13.2.9");
  });

  it("through one trusted proxy, is the address that proxy appended (the last entry), never one the client wrote", () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy (10.0.0.2) appended the address it saw.
    expect(clientAddressOf("10.0.0.2", "6.6.6.6, 41.13.2.9", 1)).toBe("41.13.2.9");
    expect(clientAddressOf("10.0.0.2", "41.13.2.9", 1)).toBe("41.13.2.9");
  });

  it("through two trusted proxies, counts two entries from the right", () => {
    expect(clientAddressOf("10.0.0.3", "6.6.6.6, 41.13.2.9, 10.0.0.2", 2)).toBe("41.13.2.9");
  });

  it("with fewer entries than trusted hops, takes the leftmost there is, and 'unknown' with nothing at all", () => {
    expect(clientAddressOf("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddressOf("10.0.0.2", "41.13.2.9", 3)).toBe("41.13.2.9");
    expect(clientAddressOf(undefined, undefined, 0)).toBe("unknown");
    expect(clientAddressOf(undefined, " , ,", 1)).toBe("unknown");
  });

  it("is stamped under a name no client can know without the app's secret", () => {
    expect(clientAddressHeader()).toMatch(/^x-stepps-client-[0-9a-f]{16}$/);
    expect(clientIp(new Headers({ "x-stepps-client-address": "1.2.3.4" }))).toBe("unknown");
  });

  it("inside the app, is what the server stamped on the request; a client cannot choose it with X-Real-IP", () => {
    expect(clientIp(new Headers({ [clientAddressHeader()]: "41.13.2.9", "x-forwarded-for": "6.6.6.6" }))).toBe(
      "41.13.2.9",
    );
    expect(clientIp(new Headers({ "x-real-ip": "41.13.2.10" }))).toBe("unknown");
    // A request that never went through the server (a test calling a handler): TRUSTED_PROXY_HOPS is 1
    // in the tests, and without a connection the last X-Forwarded-For entry stands for it.
    expect(clientIp(new Headers({ "x-forwarded-for": "6.6.6.6, 41.13.2.9" }))).toBe("41.13.2.9");
  });

  it("counts IPv6 clients by their /64 network, so one connection cannot take a new address per sign-up", () => {
    expect(limitedAddress("2001:db8:85a3:12:8a2e:370:7334:1")).toBe("2001:db8:85a3:12::/64");
    expect(limitedAddress("2001:db8:85a3:12::99")).toBe("2001:db8:85a3:12::/64");
    expect(limitedAddress("2001:0DB8:0000:0000::1%eth0")).toBe("2001:db8:0:0::/64");
    expect(limitedAddress("::1")).toBe("0:0:0:0::/64");
    expect(limitedAddress("::ffff:41.13.2.9")).toBe("41.13.2.9");
    expect(limitedAddress("41.13.2.9")).toBe("41.13.2.9");
    expect(limitedAddress("unknown")).toBe("unknown");
    expect(clientAddressOf("2c0f:f4c0:1:2:3:4:5:6", undefined, 0)).toBe("2c0f:f4c0:1:2::/64");
  });
});
