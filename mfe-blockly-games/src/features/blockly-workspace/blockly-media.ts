import click from 'blockly-media/click.mp3';
import deleteSound from 'blockly-media/delete.mp3';
import disconnect from 'blockly-media/disconnect.mp3';
import deleteIcon from 'blockly-media/delete-icon.svg';
import foldoutIcon from 'blockly-media/foldout-icon.svg';
import resizeHandle from 'blockly-media/resize-handle.svg';
import handClosed from 'blockly-media/handclosed.cur';
import handDelete from 'blockly-media/handdelete.cur';
import sprites from 'blockly-media/sprites.png';

// Every file Blockly 12 reads from its `media` folder, imported so the bundler emits them side by
// side under blockly-media/ (a file left out would be a 404 the first time Blockly asks for it).
const FILES = [click, deleteSound, disconnect, deleteIcon, foldoutIcon, resizeHandle, handClosed, handDelete, sprites];

/** The folder (with a trailing slash) that holds all of them. */
function folderOf(files: string[]): string {
  const sprite = files.find((file) => file.endsWith('sprites.png')) ?? sprites;
  return sprite.slice(0, sprite.lastIndexOf('/') + 1);
}

/** Blockly's `media` option: this remote's copy of its sprites and sounds. */
export const BLOCKLY_MEDIA_URL = folderOf(FILES);
