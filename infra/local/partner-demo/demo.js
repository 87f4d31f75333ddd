// The demo page's own script: listens through the command queue (registered before embed.js may
// have loaded) and writes each event into the page, as a partner's analytics might.
const list = document.getElementById("events");
for (const name of ["ready", "slot-selected", "booking-created"]) {
  window.vula("on", name, (event) => {
    const item = document.createElement("li");
    item.textContent = `${event.type} ${JSON.stringify(event.detail)}`;
    list.append(item);
  });
}
