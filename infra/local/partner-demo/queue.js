// The partner's copy of the command queue snippet (docs/embedding.md). Inline on most sites; a file
// here because this demo page sends a strict CSP.
window.vula =
  window.vula ||
  function () {
    window.vula.q = window.vula.q || [];
    // biome-ignore lint/complexity/noArguments: the snippet must run on any browser a partner's visitors use.
    window.vula.q.push(arguments);
  };
