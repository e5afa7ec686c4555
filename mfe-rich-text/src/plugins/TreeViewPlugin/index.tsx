import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { TreeView } from '@lexical/react/LexicalTreeView';

/** The debug tree of the editor state. */
export default function TreeViewPlugin() {
  const [editor] = useLexicalComposerContext();
  return (
    <TreeView
      editor={editor}
      viewClassName="rt-treeview"
      treeTypeButtonClassName="rt-small-btn"
      timeTravelButtonClassName="rt-small-btn"
      timeTravelPanelButtonClassName="rt-small-btn"
      timeTravelPanelClassName="rt-tt"
      timeTravelPanelSliderClassName="rt-tt-slider"
    />
  );
}
