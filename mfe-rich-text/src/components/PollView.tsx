import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $getNodeByKey } from 'lexical';
import { RT } from '../lib/texts';
import { createPollOption, toggleVote, type PollOption } from '../lib/validators/poll';
import { useVoterId } from '../lib/voter/useVoterId';

type PollHost = { setOptions(o: PollOption[]): void; getOptions(): PollOption[] };

export function PollView({ question, options, nodeKey }: { question: string; options: PollOption[]; nodeKey: string }) {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  // Votes are kept per voter: the logged-in user (spec 3.8, 4.8).
  const voter = useVoterId();
  const total = options.reduce((sum, o) => sum + o.votes.length, 0);
  const change = (fn: (o: PollOption[]) => PollOption[]) =>
    editor.update(() => {
      const node = $getNodeByKey(nodeKey) as unknown as PollHost | null;
      if (node) node.setOptions(fn(node.getOptions()));
    });
  return (
    <div className="rt-poll" data-testid="poll">
      <h3 className="rt-poll-question">{question}</h3>
      {options.map((o, i) => {
        const voted = o.votes.includes(voter);
        const pct = total ? Math.round((o.votes.length / total) * 100) : 0;
        return (
          <div key={o.uid} className="rt-poll-option" data-testid="poll-option">
            <input
              type="checkbox"
              aria-label={`${RT.poll.vote}: ${o.text || RT.poll.option(i + 1)}`}
              checked={voted}
              onChange={() => change((all) => all.map((x) => (x.uid === o.uid ? toggleVote(x, voter) : x)))}
            />
            <span className="rt-poll-bar" style={{ width: `${pct}%` }} />
            {editable ? (
              <input
                className="rt-poll-text"
                aria-label={RT.poll.option(i + 1)}
                placeholder={RT.poll.option(i + 1)}
                value={o.text}
                onChange={(e) => {
                  const text = e.target.value;
                  change((all) => all.map((x) => (x.uid === o.uid ? { ...x, text } : x)));
                }}
              />
            ) : (
              <span className="rt-poll-text">{o.text}</span>
            )}
            <span className="rt-poll-count" data-testid="poll-votes">
              {RT.poll.votes(o.votes.length)}
            </span>
            {editable && options.length > 1 && (
              <button
                type="button"
                className="rt-small-btn"
                aria-label={RT.poll.removeOption}
                onClick={() => change((all) => all.filter((x) => x.uid !== o.uid))}
              >
                ×
              </button>
            )}
          </div>
        );
      })}
      {editable && (
        <button type="button" className="rt-small-btn" onClick={() => change((all) => [...all, createPollOption()])}>
          {RT.poll.addOption}
        </button>
      )}
    </div>
  );
}
