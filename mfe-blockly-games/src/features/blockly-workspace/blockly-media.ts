import click from 'blockly-media/click.mp3';
import deleteSound from 'blockly-media/delete.mp3';
import disconnect from 'blockly-media/disconnect.mp3';
import drop from 'blockly-media/drop.mp3';
import dropdownArrow from 'blockly-media/dropdown-arrow.svg';
import handClosed from 'blockly-media/handclosed.cur';
import handDelete from 'blockly-media/handdelete.cur';
import handOpen from 'blockly-media/handopen.cur';
import sprites from 'blockly-media/sprites.svg';
import spacer from 'blockly-media/1x1.gif';

// Imported so webpack emits them next to each other under blockly-media/.
const FILES = [click, deleteSound, disconnect, drop, dropdownArrow, handClosed, handDelete, handOpen, sprites, spacer];

/** The folder (with a trailing slash) that holds all of them. */
function folderOf(files: string[]): string {
  const sprite = files.find((file) => file.endsWith('sprites.svg')) ?? sprites;
  return sprite.slice(0, sprite.lastIndexOf('/') + 1);
}

/** Blockly's `media` option: this remote's copy of its sprites and sounds. */
export const BLOCKLY_MEDIA_URL = folderOf(FILES);
