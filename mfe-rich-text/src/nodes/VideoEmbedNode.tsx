import type { LexicalNode, SerializedLexicalNode, Spread } from 'lexical';
import { isVideoId, videoEmbedSrc } from '../lib/validators/embedUrl';
import { IdFrameEmbedNode, type IdFrameProvider } from './IdFrameEmbedNode';

export type SerializedVideoEmbedNode = Spread<{ videoID: string; url: string; width: string; height: string }, SerializedLexicalNode>;

const YOUTUBE: IdFrameProvider = { kind: 'video', title: 'YouTube video', isId: isVideoId, src: videoEmbedSrc };

/** A YouTube video: only an 11-character id is kept. */
export class VideoEmbedNode extends IdFrameEmbedNode {
  protected override provider(): IdFrameProvider {
    return YOUTUBE;
  }
  static override getType(): string {
    return 'video';
  }
  static override clone(node: VideoEmbedNode): VideoEmbedNode {
    return new VideoEmbedNode(node.__id, node.__url, node.__width, node.__height, node.__key);
  }
  static override importJSON(json: SerializedVideoEmbedNode): VideoEmbedNode {
    return new VideoEmbedNode(json.videoID, json.url, json.width, json.height);
  }
  override exportJSON(): SerializedVideoEmbedNode {
    return { ...super.exportJSON(), videoID: this.__id, url: this.__url, width: this.__width, height: this.__height };
  }
}

export const $createVideoEmbedNode = (videoID: string, url = '') => new VideoEmbedNode(videoID, url);
export const $isVideoEmbedNode = (n: LexicalNode | null | undefined): n is VideoEmbedNode => n instanceof VideoEmbedNode;
