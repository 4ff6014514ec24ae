#!/usr/bin/python3
"""What a screen reader hears from puzzlebox: run inside scripts/screen-reader.sh (an X
display, a D-Bus session and an AT-SPI bus with a screen reader said to be on).

Prints the game's accessibility tree (each control's role and name, the board's words), then
presses keys and prints every announcement the game makes, as a screen reader would speak
them. With --follow-hints, plays a Fifteen level by ear: asks for a hint (H), hears "Hint: slide
tile 4 left (7 moves to go)", presses the arrow the hint names, until the win is announced.

Usage: screen-reader.py [--follow-hints N] [KEY ...]   (keys as xdotool names them)
"""
import re
import subprocess
import sys
import threading
import time

import pyatspi

heard = []
lock = threading.Lock()


def on_announcement(event):
    with lock:
        heard.append(str(event.any_data))


def tree(node, depth=0, out=None):
    """The tree under `node`, a line per node: role, name, description."""
    out = [] if out is None else out
    try:
        line = f"{'  ' * depth}{node.getRoleName()}: {node.name!r}"
        if node.description:
            line += f" — {node.description!r}"
        out.append(line)
        for i in range(node.childCount):
            tree(node.getChildAtIndex(i), depth + 1, out)
    except Exception as e:  # a node gone while it was read
        out.append(f"{'  ' * depth}(gone: {e})")
    return out


def the_game():
    desk = pyatspi.Registry.getDesktop(0)
    for i in range(desk.childCount):
        app = desk.getChildAtIndex(i)
        if app is not None and app.name == "puzzlebox":
            return app
    return None


def press(key):
    subprocess.run(["xdotool", "search", "--name", "puzzlebox", "windowfocus"],
                   capture_output=True)
    subprocess.run(["xdotool", "key", key], check=True)


def wait_for(pattern, seconds, since):
    """The first announcement after index `since` that matches `pattern`, or None."""
    end = time.time() + seconds
    while time.time() < end:
        with lock:
            for text in heard[since:]:
                if re.search(pattern, text):
                    return text
        time.sleep(0.1)
    return None


def last_hint(texts):
    """The last hint among `texts`: "slide tile 4 left (7 moves to go)"."""
    for text in reversed(texts):
        found = re.findall(r"Hint: ([^.]*)", text)
        if found:
            return found[-1]
    return None


def follow_hints(game, most):
    """Plays by ear: the arrow the latest hint names (H when none was heard), until the win is
    heard."""
    read = tree(game)
    if any("'Got it'" in line for line in read):
        # The first "How to play" card of a puzzle is open: it goes with Esc.
        press("Escape")
        time.sleep(1)
    hint = last_hint([line.split(": ", 1)[-1].strip("'") for line in read])
    for _ in range(most):
        if hint is None:
            since = len(heard)
            press("h")
            if wait_for(r"Hint: ", 20, since) is None:
                print("(no hint came)")
                return False
            with lock:
                hint = last_hint(heard[since:])
        way = re.search(r"slide tile \d+ (up|down|left|right)", hint or "")
        if way is None:
            print(f"(a hint this script cannot follow: {hint})")
            return False
        since = len(heard)
        press(way.group(1).capitalize())
        if wait_for(r"Solved", 2, since):
            return True
        with lock:
            hint = last_hint(heard[since:])
    return False


def main(args):
    hints = 0
    if args[:1] == ["--follow-hints"]:
        hints, args = int(args[1]), args[2:]
    game = None
    for _ in range(60):
        game = the_game()
        if game is not None and game.childCount > 0:
            break
        time.sleep(1)
    if game is None:
        print("puzzlebox is not among the applications a screen reader sees")
        return 1
    print("## The tree")
    print("\n".join(tree(game)))
    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    listening = threading.Thread(target=pyatspi.Registry.start, daemon=True)
    listening.start()
    time.sleep(1)
    print("## Heard")
    for key in args:
        press(key)
        time.sleep(1.5)
    won = follow_hints(game, hints) if hints else None
    time.sleep(1.5)
    with lock:
        for text in heard:
            print(f"- {text}")
    if won is not None:
        print("## Won by ear" if won else "## Not won")
    pyatspi.Registry.stop()
    return 0 if won in (None, True) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
