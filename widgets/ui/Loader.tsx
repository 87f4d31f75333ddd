import { uiText } from "../../core/ui-text";
import "./ui.css";

/** The shared spinner with its text (default 'Loading...'). */
export function Loader({ text = uiText.loading }: { text?: string }) {
  return (
    <div className="vh-loader" role="status">
      <span className="vh-loader__spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
