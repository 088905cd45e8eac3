// jest reads testTimeout only at the top level, not per project: the int and e2e tiers set theirs here.
jest.setTimeout(120_000);
