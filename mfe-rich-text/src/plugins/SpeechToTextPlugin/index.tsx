import { MicIcon } from '../../components/Icons';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $getSelection, $isRangeSelection } from 'lexical';
import { useEffect, useState } from 'react';
import { RT } from '../../lib/texts';
import { SPEECH_REPORT_MS } from '../../lib/timings';
import { useFlashMessage } from '../../lib/useFlashMessage';

/** The part of the Web Speech API this plugin uses. */
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((e: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

/** Dictation is in Russian, the school's language. */
export const SPEECH_LANG = 'ru-RU';

/** The browser's recognizer class, where it has one (Chrome names it webkitSpeechRecognition). */
export function speechRecognitionClass(): (new () => Recognition) | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as Record<string, unknown>;
  return ((w.SpeechRecognition ?? w.webkitSpeechRecognition) as (new () => Recognition) | undefined) ?? null;
}

/**
 * The dictation toggle (spec 4.8): the browser's SpeechRecognition listens in Russian; what it
 * hears is reported for SPEECH_REPORT_MS and each final phrase is inserted at the caret. A
 * browser without speech recognition shows no toggle at all.
 */
export default function SpeechToTextPlugin() {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const [on, setOn] = useState(false);
  const [report, showReport] = useFlashMessage();
  const Cls = speechRecognitionClass();
  useEffect(() => {
    if (!on || !Cls) return;
    const r = new Cls();
    r.continuous = true;
    r.interimResults = true;
    r.lang = SPEECH_LANG;
    r.onresult = (e) => {
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const res = e.results[i];
        const transcript = res[0].transcript;
        showReport(transcript, SPEECH_REPORT_MS);
        if (!res.isFinal) continue;
        editor.update(() => {
          const sel = $getSelection();
          if ($isRangeSelection(sel)) sel.insertText(`${transcript.trim()} `);
        });
      }
    };
    r.onend = () => setOn(false);
    r.start();
    return () => {
      r.onresult = null;
      r.onend = null;
      r.stop();
    };
  }, [on, Cls, editor, showReport]);
  useEffect(() => {
    if (!editable) setOn(false);
  }, [editable]);
  if (!Cls || !editable) return null;
  return (
    <>
      <button type="button" className={`rt-small-btn ${on ? 'active' : ''}`} aria-pressed={on} onClick={() => setOn((v) => !v)}>
        <MicIcon /> {on ? RT.speech.stop : RT.speech.start}
      </button>
      {report}
    </>
  );
}
