// A program that inspects its own views while it runs: `swift run live-inspector [PORT]`, then
// open the address it prints. A download card whose progress bar grows every second, and whose
// label says how far it is: the page follows each change after the program's next layout pass.
// Click the bar to see the constraint whose constant the program changes.
import Foundation
import LayoutInspector
import OpenAutoLayout
import TextMeasurement

let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8080

let card = View(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
card.accessibilityIdentifier = "card"
card.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

let title = Label()
title.accessibilityIdentifier = "title"
title.text = "Downloading…"
let track = View()
track.accessibilityIdentifier = "track"
track.backgroundColor = Color(red: 0.85, green: 0.85, blue: 0.88, alpha: 1)
let bar = View()
bar.accessibilityIdentifier = "bar"
bar.backgroundColor = Color(red: 0, green: 0.48, blue: 1, alpha: 1)

for view in [title, track, bar] { view.translatesAutoresizingMaskIntoConstraints = false }
card.addSubview(title)
card.addSubview(track)
track.addSubview(bar)
let progress = bar.widthAnchor.constraint(equalToConstant: 0)
LayoutConstraint.activate([
  title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
  title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor, constant: 8),
  track.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
  track.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
  track.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
  track.heightAnchor.constraint(equalToConstant: 8),
  bar.leadingAnchor.constraint(equalTo: track.leadingAnchor),
  bar.topAnchor.constraint(equalTo: track.topAnchor),
  bar.bottomAnchor.constraint(equalTo: track.bottomAnchor),
  progress,
])
card.layoutIfNeeded()

let inspector = try await LayoutInspector.inspect(card, port: port)
// Written at once, not buffered, so that a script reading the address sees it.
FileHandle.standardOutput.write(Data("Inspecting the card at \(inspector.address) (Control-C stops)\n".utf8))

var percent = 0
while true {
  try await Task.sleep(for: .seconds(1))
  percent = (percent + 10) % 110
  // The program changes its views as an app would; the inspector sees it after the layout pass.
  progress.constant = track.bounds.width * CGFloat(percent) / 100
  title.text = percent == 100 ? "Done" : "Downloading… \(percent)%"
  card.setNeedsLayout()
  card.layoutIfNeeded()
}
