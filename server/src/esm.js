// Plain JavaScript, so no compiler turns the import() below into a require(): ts-jest would, and
// jest cannot require an ES module before Node 24.9. See esm.d.ts.
exports.importEsm = (specifier) => import(specifier);
