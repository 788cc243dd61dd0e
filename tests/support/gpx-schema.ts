import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/**
 * GPX checked as map and GPS apps that validate their input check it: against TopoGrafix's GPX 1.1 XML Schema
 * (tests/fixtures/gpx-schema, with its source), by libxml2's own validator compiled to WebAssembly. The answer
 * is libxml2's list of what the schema refuses, empty for a valid file, so a failing test names the problem.
 */
const SCHEMA = {
  fileName: 'gpx.xsd',
  contents: fs.readFileSync(path.resolve(__dirname, '../fixtures/gpx-schema/gpx-1.1.xsd'), 'utf8'),
};

export async function gpxSchemaErrors(text: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'trip.gpx', contents: text }], schema: [SCHEMA] });
  if (result.valid) return [];
  return result.errors.length > 0 ? result.errors.map((error) => error.rawMessage) : [result.rawOutput];
}
