import { useEffect, useRef } from "react";
import { editorHtml, editorNodes } from "./editor-html";

/**
 * The post's content as the admin sees it: a contenteditable area with a small toolbar (bold,
 * italic, headings, lists, link, quote), no library (docs/decisions.md, "Blog editor"). The
 * browser's editing commands do the editing; ./editor-html.ts writes the result within the
 * server's allowlist, so what is saved is what was seen.
 */
interface Props {
  id: string;
  labelId: string;
  /** The HTML to start from (a saved post's, sanitised on save). */
  initial: string;
  onChange(html: string): void;
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: boolean | undefined;
}

type Command = { label: string; run: (editor: HTMLElement) => void; pressed?: () => boolean };

const exec = (command: string, value?: string) => document.execCommand(command, false, value);
const block = (tag: string) => () => exec("formatBlock", tag);
/** The addresses a link may have (what the server keeps): https, mailto:, tel: or a path on this site. */
const LINK = /^(https?:\/\/\S+|mailto:\S+|tel:\S+|\/(?![/\\])\S*)$/i;

const COMMANDS: Command[] = [
  { label: "Bold", run: () => exec("bold") },
  { label: "Italic", run: () => exec("italic") },
  { label: "Heading", run: block("h2") },
  { label: "Subheading", run: block("h3") },
  { label: "Paragraph", run: block("p") },
  { label: "Bulleted list", run: () => exec("insertUnorderedList") },
  { label: "Numbered list", run: () => exec("insertOrderedList") },
  { label: "Quote", run: block("blockquote") },
  {
    label: "Link",
    run: () => {
      const address = window
        .prompt("Link address (https://..., mailto:... or a path such as /page/search)")
        ?.trim();
      if (!address) return;
      if (LINK.test(address)) exec("createLink", address);
      else
        window.alert(
          `"${address}" is not a link address a post can hold. Use https://..., mailto:..., tel:... or a path on this site.`,
        );
    },
  },
];

export function RichTextEditor({ id, labelId, initial, onChange, ...aria }: Props) {
  const editor = useRef<HTMLDivElement>(null);
  /** Where the admin was in the text: a toolbar button takes the focus, the command needs it back. */
  const range = useRef<Range | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the starting content is read once.
  useEffect(() => {
    const element = editor.current;
    if (!element) return;
    // Once: React must not redraw what the admin is typing into.
    element.innerHTML = initial;
    exec("defaultParagraphSeparator", "p");
    const remember = () => {
      const selection = document.getSelection();
      const current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
      if (current && element.contains(current.commonAncestorContainer)) range.current = current.cloneRange();
    };
    document.addEventListener("selectionchange", remember);
    return () => document.removeEventListener("selectionchange", remember);
  }, []);

  const changed = () => {
    if (editor.current) onChange(editorHtml(editorNodes(editor.current)));
  };

  const run = (command: Command) => {
    const element = editor.current;
    if (!element) return;
    element.focus();
    const selection = document.getSelection();
    if (range.current && selection) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
    command.run(element);
    changed();
  };

  return (
    <div className="ab-rte">
      <div className="ab-rte__toolbar" role="toolbar" aria-label="Formatting" aria-controls={id}>
        {COMMANDS.map((command) => (
          <button
            key={command.label}
            type="button"
            className="vh-btn vh-btn--outline ab-rte__button"
            // Keeps the text selected while the button is pressed with a mouse.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(command)}
          >
            {command.label}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text field has no native element; role textbox says what it is. */}
      <div
        ref={editor}
        id={id}
        className="ab-rte__area blog-post__content"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={labelId}
        {...aria}
        onInput={changed}
        onBlur={changed}
      />
    </div>
  );
}
