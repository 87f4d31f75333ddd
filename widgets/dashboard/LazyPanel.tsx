import { type ComponentType, useEffect, useState } from "react";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";

export type LazyLoad = () => Promise<ComponentType>;

/**
 * A dashboard panel in its own chunk, loaded when the dashboard renders it: each role downloads
 * only its own tools, and the dashboard widget stays within its size budget.
 */
export function LazyPanel({ load, failure }: { load: LazyLoad; failure: string }) {
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  useEffect(() => {
    load()
      .then((component) => setPanel(() => component))
      .catch(() => showToast(failure, "error"));
  }, [load, failure]);
  return Panel ? <Panel /> : <Loader />;
}
