import { MicIcon } from '../../components/Icons';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $getSelection, $isRangeSelection } from 'lexical';
import { useEffect, useRef, useState } from 'react';
import { RT } from '../../lib/texts';

interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((e: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

const RecognitionClass = (): (new () => Recognition) | null => {
  const w = window as unknown as Record<string, unknown>;
  return ((w.SpeechRecognition ?? w.webkitSpeechRecognition) as (new () => Recognition) | undefined) ?? null;
};

/** Dictation toggle (Web Speech API, where the browser has it): final phrases are inserted at the caret. */
export default function SpeechToTextPlugin() {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const [on, setOn] = useState(false);
  const rec = useRef<Recognition | null>(null);
  const Cls = typeof window !== 'undefined' ? RecognitionClass() : null;
  useEffect(() => {
    if (!on || !Cls) return;
    const r = new Cls();
    r.continuous = true;
    r.interimResults = false;
    r.lang = 'ru-RU';
    r.onresult = (e) => {
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const res = e.results[i];
        if (!res.isFinal) continue;
        editor.update(() => {
          const sel = $getSelection();
          if ($isRangeSelection(sel)) sel.insertText(`${res[0].transcript} `);
        });
      }
    };
    r.onend = () => setOn(false);
    r.start();
    rec.current = r;
    return () => r.stop();
  }, [on, Cls, editor]);
  if (!Cls || !editable) return null;
  return (
    <button type="button" className={`rt-small-btn ${on ? 'active' : ''}`} aria-pressed={on} onClick={() => setOn((v) => !v)}>
      <MicIcon /> {on ? RT.speech.stop : RT.speech.start}
    </button>
  );
}
