/**
 * The values on the NSC Physical Sciences data sheets, so every question uses the numbers a learner
 * has in the exam.
 */
export const GRAVITY = 9.8; // m·s⁻²
export const GRAVITATIONAL_CONSTANT = 6.67e-11; // N·m²·kg⁻²
export const EARTH_MASS = 5.98e24; // kg
export const EARTH_RADIUS = 6.38e6; // m
export const LIGHT_SPEED = 3.0e8; // m·s⁻¹
export const PLANCK = 6.63e-34; // J·s
export const COULOMB_CONSTANT = 9.0e9; // N·m²·C⁻²
export const ELECTRON_CHARGE = 1.6e-19; // C
export const ELECTRON_MASS = 9.11e-31; // kg
export const AVOGADRO = 6.02e23; // mol⁻¹
export const MOLAR_GAS_VOLUME = 22.4; // dm³·mol⁻¹ at STP
export const GAS_CONSTANT = 8.31; // J·K⁻¹·mol⁻¹
export const STANDARD_PRESSURE = 1.013e5; // Pa
export const STANDARD_TEMPERATURE = 273; // K
export const WATER_IONISATION = 1e-14; // K_w at 298 K
export const SOUND_SPEED_IN_AIR = 340; // m·s⁻¹, as NSC questions usually give it

/** Relative atomic masses as the NSC periodic table prints them (g·mol⁻¹). */
export const ATOMIC_MASS: Readonly<Record<string, number>> = {
  H: 1,
  He: 4,
  Li: 7,
  Be: 9,
  B: 11,
  C: 12,
  N: 14,
  O: 16,
  F: 19,
  Ne: 20,
  Na: 23,
  Mg: 24,
  Al: 27,
  Si: 28,
  P: 31,
  S: 32,
  Cl: 35.5,
  Ar: 40,
  K: 39,
  Ca: 40,
  Cr: 52,
  Mn: 55,
  Fe: 56,
  Co: 59,
  Ni: 59,
  Cu: 63.5,
  Zn: 65,
  Br: 80,
  Ag: 108,
  I: 127,
  Ba: 137,
  Pb: 207,
};

/** The molar mass of a formula given as atom counts: { C: 1, O: 2 } is 44 g·mol⁻¹. */
export const molarMass = (atoms: Readonly<Record<string, number>>) =>
  Object.entries(atoms).reduce((sum, [element, count]) => sum + ATOMIC_MASS[element] * count, 0);
