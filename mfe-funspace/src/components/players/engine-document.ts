/**
 * Unity and Godot builds are student code: they run in an iframe sandboxed to an opaque origin
 * (scripts only, never the school's origin, token or cookies). The page fetches the build's files
 * from our files host and hands their bytes in; inside, they become blob: URLs, and the engine's
 * own requests by file name (Godot asks for `<executable>.wasm`, `.pck`, worklets) are answered
 * from them.
 */
export type EngineLaunch =
  | { kind: 'unity'; script: string; data: string; framework: string; wasm: string }
  | { kind: 'godot'; script: string; config: Record<string, unknown> };

export const ENGINE_MESSAGE = { ready: 'engine-ready', files: 'engine-files', started: 'engine-started', failed: 'engine-failed' } as const;

/** JSON safe inside a <script> element. */
const inline = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function engineDocument(launch: EngineLaunch): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;height:100%;background:#000}canvas{width:100%;height:100%;display:block}</style></head>
<body><canvas id="engine-canvas" tabindex="-1"></canvas><script>
(function () {
  var launch = ${inline(launch)};
  var M = ${inline(ENGINE_MESSAGE)};
  var urls = {};
  var nameOf = function (u) { return String(u).split('#')[0].split('?')[0].split('/').pop(); };
  var map = function (u) { var n = nameOf(u); return urls[n] || u; };
  var tell = function (type, message) { parent.postMessage({ type: type, message: message || '' }, '*'); };
  var realFetch = window.fetch.bind(window);
  window.fetch = function (input, init) { return realFetch(typeof input === 'string' || input instanceof URL ? map(input) : input, init); };
  if (window.AudioWorklet) {
    var addModule = AudioWorklet.prototype.addModule;
    AudioWorklet.prototype.addModule = function (u, o) { return addModule.call(this, map(u), o); };
  }
  window.addEventListener('message', function (e) {
    if (e.source !== parent || !e.data || e.data.type !== M.files) return;
    var files = e.data.files;
    Object.keys(files).forEach(function (name) { urls[name] = URL.createObjectURL(new Blob([files[name].bytes], { type: files[name].type })); });
    var canvas = document.getElementById('engine-canvas');
    var script = document.createElement('script');
    script.src = urls[launch.script];
    script.onerror = function () { tell(M.failed, 'script'); };
    script.onload = function () {
      // Bare names: an export declares them with const/class (global bindings, not window properties).
      var started;
      try {
        if (launch.kind === 'unity') {
          started = createUnityInstance(canvas, { dataUrl: urls[launch.data], frameworkUrl: urls[launch.framework], codeUrl: urls[launch.wasm] });
        } else {
          var config = Object.assign({}, launch.config, { canvas: canvas });
          started = new Engine(config).startGame();
        }
      } catch (err) { tell(M.failed, String(err)); return; }
      Promise.resolve(started).then(function () { tell(M.started); }, function (err) { tell(M.failed, String(err)); });
    };
    document.body.appendChild(script);
  });
  tell(M.ready);
})();
</script></body></html>`;
}

/** The type a file is handed in with (the engine checks wasm's). */
export function engineFileType(name: string): string {
  if (/\.wasm(\.gz|\.br)?$/i.test(name)) return 'application/wasm';
  if (/\.js(\.gz|\.br)?$/i.test(name)) return 'text/javascript';
  return 'application/octet-stream';
}
