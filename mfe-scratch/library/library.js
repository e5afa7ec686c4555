// The editor's sprite, costume, sound and backdrop libraries: only assets we serve ourselves.
// The official Scratch library assets are in no npm package, so the library is the Scratch cat
// with its sounds (shipped in @scratch/scratch-gui-standalone's default project) plus our own
// drawings in this folder. The build (rspack.config.js) hashes every file (assets are addressed
// by md5), copies it to dist/scratch/library/ and writes the Scratch library JSON from this list.
// `pkg:` files come from the package's default project, the others from this folder.

const cat = {
  name: 'Кот',
  tags: ['animals'],
  costumes: [
    { name: 'Кот-a', file: 'pkg:bcf454acf82e4504149f7ffe07081dbc.svg', rotationCenterX: 48, rotationCenterY: 50 },
    { name: 'Кот-b', file: 'pkg:0fb9be3e8397c983338cb71dc84d0b25.svg', rotationCenterX: 46, rotationCenterY: 53 },
  ],
  sounds: [{ name: 'Мяу', file: 'pkg:83c36d806dc92327b9e7049a565c6bff.wav', rate: 22050, sampleCount: 18688 }],
};

const pop = { name: 'Хлоп', file: 'pkg:83a9787d4cb6f3b7632b4ddfebf74367.wav', rate: 11025, sampleCount: 258 };

module.exports = {
  sprites: [
    cat,
    { name: 'Мяч', tags: ['sports'], costumes: [{ name: 'Мяч', file: 'ball.svg', rotationCenterX: 30, rotationCenterY: 30 }], sounds: [pop] },
    { name: 'Звезда', tags: ['fantasy'], costumes: [{ name: 'Звезда', file: 'star.svg', rotationCenterX: 35, rotationCenterY: 34 }], sounds: [pop] },
    { name: 'Ракета', tags: ['space'], costumes: [{ name: 'Ракета', file: 'rocket.svg', rotationCenterX: 25, rotationCenterY: 50 }], sounds: [pop] },
  ],
  sounds: [cat.sounds[0], pop],
  backdrops: [
    { name: 'Белый', file: 'pkg:cd21514d0531fdffb22204e0ec5ed84a.svg', rotationCenterX: 240, rotationCenterY: 180 },
    { name: 'Небо', file: 'sky.svg', rotationCenterX: 240, rotationCenterY: 180 },
    { name: 'Луг', file: 'meadow.svg', rotationCenterX: 240, rotationCenterY: 180 },
    { name: 'Космос', file: 'space.svg', rotationCenterX: 240, rotationCenterY: 180 },
  ],
};
