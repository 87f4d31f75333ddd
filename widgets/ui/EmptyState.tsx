import { uiText } from "../../core/ui-text";
import "./ui.css";

/** What an empty list shows (default 'Empty Record !'). */
export function EmptyState({ message = uiText.emptyRecord }: { message?: string }) {
  return <p className="vh-empty">{message}</p>;
}
