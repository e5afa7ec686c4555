import { godotBuild } from '../../lib/project-rules';
import { godotConfigFromExportPage, isExportPage } from './godot-export';

const page = `<!DOCTYPE html><html><body><canvas id="canvas"></canvas>
<script src="index.js"></script>
<script>
const GODOT_CONFIG = {"args":[],"canvasResizePolicy":2,"ensureCrossOriginIsolationHeaders":true,"executable":"index","experimentalVK":false,"fileSizes":{"index.pck":4432,"index.wasm":35376507},"focusCanvas":true,"gdextensionLibs":[]};
const GODOT_THREADS_ENABLED = false;
const engine = new Engine(GODOT_CONFIG);
</script></body></html>`;

describe('Godot web export upload', () => {
  it('reads GODOT_CONFIG from the export page as the non-empty JSON config', () => {
    const config = godotConfigFromExportPage(page)!;
    expect(JSON.parse(config)).toMatchObject({ executable: 'index', fileSizes: { 'index.pck': 4432 } });
    expect(godotConfigFromExportPage('<html>no config</html>')).toBeNull();
    expect(godotConfigFromExportPage('<script>const GODOT_CONFIG = {};\n</script>')).toBeNull();
    expect(isExportPage('index.html')).toBe(true);
    expect(isExportPage('index.js')).toBe(false);
  });

  it('plays from our files host only with the config, the engine script, wasm and pck', () => {
    const config = godotConfigFromExportPage(page)!;
    const r = (name: string) => ({ name, url: `/api/files/s3/${name.length}`, md5: null, resourceType: 'File' });
    const texts = [{ windowId: 1, text: config }];
    expect(godotBuild({ projectText: texts, resources: [r('index.js'), r('index.wasm')] })).toBeNull();
    expect(godotBuild({ projectText: [{ windowId: 1, text: '' }], resources: [r('index.js'), r('index.wasm'), r('index.pck')] })).toBeNull();
    const build = godotBuild({ projectText: texts, resources: [r('index.js'), r('index.wasm'), r('index.pck'), { ...r('cover.png'), resourceType: 'Thumb' }] })!;
    expect(build.script).toBe('index.js');
    expect(build.files.map((f) => f.name)).toEqual(['index.js', 'index.wasm', 'index.pck']);
    expect(build.config.executable).toBe('index');
  });
});
