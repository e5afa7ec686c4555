// scratch-parser validates every project against its JSON schemas with ajv 6, which compiles them with
// `new Function` in the page: the school's Content-Security-Policy has no 'unsafe-eval', so the same
// schemas are compiled here, at build time, into plain code (ajv 8 "standalone").
const path = require('node:path');
const Ajv = require('ajv');
const standalone = require('ajv/dist/standalone').default;

const LIB = path.join(path.dirname(require.resolve('scratch-parser')), 'lib');
const SCHEMAS = { sb2: 'sb2_schema.json', sb3: 'sb3_schema.json', sprite2: 'sprite2_schema.json', sprite3: 'sprite3_schema.json' };

/** A schema file without its `$schema` (ajv 8 does not know scratch-parser's draft URL; the keywords are the same). */
function schema(file) {
  const { $schema: _draft, ...rest } = JSON.parse(require('node:fs').readFileSync(path.join(LIB, file), 'utf8'));
  return rest;
}

/** CommonJS source exporting one validate function per schema (sb2, sb3, sprite2, sprite3). */
function projectValidatorsSource() {
  const ajv = new Ajv({ code: { source: true }, strict: false });
  ajv.addSchema(schema('sb2_definitions.json')).addSchema(schema('sb3_definitions.json'));
  for (const [name, file] of Object.entries(SCHEMAS)) ajv.addSchema(schema(file), name);
  const code = standalone(ajv, Object.fromEntries(Object.keys(SCHEMAS).map((k) => [k, k])));
  // Its runtime helpers come from our ajv 8, wherever the generated module is bundled from.
  return code.replace(/require\("(ajv\/dist\/runtime\/[\w-]+)"\)/g, (_, id) => `require(${JSON.stringify(require.resolve(id))})`);
}

/**
 * Webpack loader for scratch-parser's lib/validate.js: the same function (sb2 first, then sb3, the same
 * error object) over the precompiled validators.
 */
function validateLoader() {
  return `${projectValidatorsSource()}
const validators = module.exports;
module.exports = function (isSprite, input, callback) {
    const validateSb2 = isSprite ? validators.sprite2 : validators.sb2;
    const validateSb3 = isSprite ? validators.sprite3 : validators.sb3;
    if (validateSb2(input)) {
        input.projectVersion = 2;
        return callback(null, input);
    }
    if (validateSb3(input)) {
        input.projectVersion = 3;
        return callback(null, input);
    }
    callback({
        validationError: 'Could not parse as a valid SB2 or SB3 project.',
        sb2Errors: validateSb2.errors,
        sb3Errors: validateSb3.errors
    });
};
`;
}

module.exports = validateLoader;
module.exports.projectValidatorsSource = projectValidatorsSource;
module.exports.SCRATCH_PARSER_VALIDATE = path.join(LIB, 'validate.js');
