#!/usr/bin/python3
"""What a screen reader hears from puzzlebox: run inside scripts/screen-reader.sh (an X
display, a D-Bus session and an AT-SPI bus with a screen reader said to be on).

Prints the game's accessibility tree (each control's role and name, the board's words), then
presses keys and prints every announcement the game makes, as a screen reader would speak
them. With --follow-hints, plays a level by ear, until the win is announced: asks for a hint (H) and
does what it says. In Fifteen it hears "Hint: slide the tile right of the gap left (7 moves to go)" and
presses the arrow named. In sliding blocks it hears "Hint: move the tall block in row 1, column 2 to row 3,
column 2", presses Tab until the block chosen is said to be at row 1, column 2, picks it up
(Enter), presses the arrows that take it there, and puts it down (Enter).

Usage: screen-reader.py [--follow-hints N] [--expect REGEX]... [--focus REGEX] [--board-changes]
                        [KEY ...]
  KEY as xdotool names it, or @hint: ask for a hint and do as it says (Fifteen, sliding blocks,
  Shot). --expect: a line of the tree must match REGEX; --focus: the control in focus after the
  keys must; --board-changes: the board's words must differ after the keys. The exit status is 1 when one of them fails or the game is not found.
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


def on_description(event):
    """On Linux the game tells each announcement as the description of what has the focus (the
    window while the keys are the game's), which Orca 43 and 45 both read."""
    try:
        source = event.source
        told = source.getRole() == pyatspi.ROLE_FRAME or source.getState().contains(
            pyatspi.STATE_FOCUSED)
    except Exception:
        return
    words = str(event.any_data).rstrip("\u200b")
    if told and words:
        with lock:
            heard.append(words)


def tree(node, depth=0, out=None):
    """The tree under `node`, a line per node: role, name, description, and the value or state
    a control has ("= 50.0", "[checked]", "[focused]")."""
    out = [] if out is None else out
    try:
        line = f"{'  ' * depth}{node.getRoleName()}: {node.name!r}"
        if node.description:
            line += f" — {node.description!r}"
        line += value_and_state(node)
        out.append(line)
        for i in range(node.childCount):
            tree(node.getChildAtIndex(i), depth + 1, out)
    except Exception as e:  # a node gone while it was read
        out.append(f"{'  ' * depth}(gone: {e})")
    return out


def value_and_state(node):
    """" = 50.0 [checked]": what a control holds, as a screen reader says it after its name."""
    said = ""
    try:
        said += f" = {node.queryValue().currentValue}"
    except NotImplementedError:
        pass
    states = node.getState()
    if node.getRoleName() in ("check box", "radio button", "toggle button"):
        on = states.contains(pyatspi.STATE_CHECKED) or states.contains(pyatspi.STATE_PRESSED)
        said += " [checked]" if on else " [not checked]"
    if states.contains(pyatspi.STATE_FOCUSED):
        said += " [focused]"
    return said


def board_words(game):
    """The board's words: its node's name and description ("" when there is none)."""
    for line in tree(game):
        if line.strip().startswith("image: 'Board: "):
            return line.strip()
    return ""


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
    """The last hint among `texts`: "slide the tile right of the gap left (7 moves to go)"."""
    for text in reversed(texts):
        found = re.findall(r"Hint: ([^.]*)", text)
        if found:
            return found[-1]
    return None


def choose_block(row, col):
    """Presses Tab until the block chosen is said to be at `row`, `col`. Each Tab is answered
    by one "a … block at row R, column C"; the n-th answer heard is the n-th Tab's, however late
    it comes (a slow machine may answer a Tab after the next one is pressed)."""
    start = len(heard)
    for tabs in range(1, 21):
        press("Tab")
        end = time.time() + 10
        places = []
        while time.time() < end:
            with lock:
                places = re.findall(r"[Aa] \w+ block at row (\d+), column (\d+)",
                                    " ".join(heard[start:]))
            if len(places) >= tabs:
                break
            time.sleep(0.1)
        if len(places) < tabs:
            return False
        if places[tabs - 1] == (str(row), str(col)):
            return True
    return False


def cursor_to(row, col):
    """Moves Shot's cursor, by the places it is said to reach, to `row`, `col`."""
    key = "Right"
    for _ in range(30):
        since = len(heard)
        press(key)
        said = wait_for(r"(?i)row \d+, column \d+", 2, since)
        at = re.search(r"(?i)row (\d+), column (\d+)", said or "")
        if at is None:
            return False
        r, c = map(int, at.groups())
        if (r, c) == (row, col):
            return True
        key = "Down" if r < row else "Up" if r > row else "Right" if c < col else "Left"
    return False


def keys_for(hint):
    """What to do for `hint`: keys to press (a function for a step that listens)."""
    way = re.search(r"slide the tile [a-z ]+ the gap (up|down|left|right)", hint)
    if way:
        return [way.group(1).capitalize()]
    fling = re.search(r"fling the ball in row (\d+), column (\d+) (?:to the )?(up|down|left|right)",
                      hint)
    if fling:
        row, col = int(fling.group(1)), int(fling.group(2))
        return [lambda: cursor_to(row, col), "Return", fling.group(3).capitalize()]
    move = re.search(r"block in row (\d+), column (\d+) to row (\d+), column (\d+)", hint)
    if move is None:
        return None
    row, col, to_row, to_col = map(int, move.groups())
    arrows = (["Down"] * (to_row - row) + ["Up"] * (row - to_row)
              + ["Right"] * (to_col - col) + ["Left"] * (col - to_col))
    return [lambda: choose_block(row, col), "Return", *arrows, "Return"]


def do_as_hinted(hint):
    """Does what `hint` says; whether it could."""
    keys = keys_for(hint or "")
    if keys is None:
        print(f"(a hint this script cannot follow: {hint})")
        return False
    for key in keys:
        if callable(key):
            if not key():
                print(f"(could not do what the hint says: {hint})")
                return False
        else:
            press(key)
            time.sleep(0.3)
    return True


def ask_for_hint():
    """Presses H and returns the hint heard, or None."""
    since = len(heard)
    press("h")
    if wait_for(r"Hint: ", 20, since) is None:
        print("(no hint came)")
        return None
    with lock:
        return last_hint(heard[since:])


def follow_hints(game, most):
    """Plays by ear: does what the latest hint says (asking for one, H, when none was heard),
    until the win is heard."""
    read = tree(game)
    if any("'Got it'" in line for line in read):
        # The first "How to play" card of a puzzle is open: it goes with Esc.
        press("Escape")
        time.sleep(1)
    hint = last_hint([line.split(": ", 1)[-1].strip("'") for line in read])
    for _ in range(most):
        hint = hint or ask_for_hint()
        since = len(heard)
        if hint is None or not do_as_hinted(hint):
            return False
        # The first level's guide says the next hint by itself, after the move's words are
        # read; elsewhere none comes, and H is pressed.
        said = wait_for(r"Solved|Hint: ", 5, since)
        if said and "Solved" in said:
            return True
        with lock:
            hint = last_hint(heard[since:])
    return False


def options(args):
    """--follow-hints N, --expect REGEX (repeated), --focus REGEX, --board-changes, then the
    keys."""
    hints, expected, changes, focus = 0, [], False, None
    while args[:1] and args[0].startswith("--"):
        if args[0] == "--focus":
            focus, args = args[1], args[2:]
        elif args[0] == "--follow-hints":
            hints, args = int(args[1]), args[2:]
        elif args[0] == "--expect":
            expected, args = expected + [args[1]], args[2:]
        elif args[0] == "--board-changes":
            changes, args = True, args[1:]
        else:
            raise SystemExit(f"screen-reader.py: no option {args[0]}")
    return hints, expected, changes, focus, args


def wait_for_the_game():
    for _ in range(90):
        game = the_game()
        if game is not None and game.childCount > 0 and len(tree(game)) > 3:
            return game
        time.sleep(1)
    return None


def main(args):
    hints, expected, changes, focus, keys = options(args)
    game = wait_for_the_game()
    if game is None:
        print("puzzlebox is not among the applications a screen reader sees")
        return 1
    for _ in range(40 if changes else 0):
        if board_words(game):
            break
        time.sleep(0.5)
    read = tree(game)
    print("## The tree")
    print("\n".join(read))
    failed = [e for e in expected if not any(re.search(e, line) for line in read)]
    board_before = board_words(game)
    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    pyatspi.Registry.registerEventListener(
        on_description, "object:property-change:accessible-description")
    listening = threading.Thread(target=pyatspi.Registry.start, daemon=True)
    listening.start()
    time.sleep(1)
    print("## Heard")
    for key in keys:
        if key == "@hint":
            # One hint asked for and done as it says.
            hint = ask_for_hint()
            if hint is None or not do_as_hinted(hint):
                failed.append("a hint done by ear")
        else:
            press(key)
        time.sleep(1.5)
    won = follow_hints(game, hints) if hints else None
    time.sleep(1.5)
    with lock:
        for text in heard:
            print(f"- {text}")
    if won is not None:
        print("## Won by ear" if won else "## Not won")
    focused = [line.strip() for line in tree(game) if "[focused]" in line]
    print(f"## The focus: {focused[-1] if focused else 'nowhere'}")
    if focus and not (focused and re.search(focus, focused[-1])):
        failed.append(f"the focus on {focus}")
    if changes:
        board_after = board_words(game)
        print(f"## The board before\n{board_before}\n## The board after\n{board_after}")
        if not board_before or board_after == board_before:
            failed.append("the board's words changing after the keys")
    for what in failed:
        print(f"## Not found: {what}")
    pyatspi.Registry.stop()
    return 0 if won in (None, True) and not failed else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
