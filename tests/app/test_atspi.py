#!/usr/bin/python3
"""The real game through AT-SPI, as a screen reader meets it (issue #27).

Starts `vinci` on a virtual display (Xvfb) with a private session bus (dbus-daemon), on which
the AT-SPI bus and registry start as on a desktop (at-spi-bus-launcher, D-Bus activated), and
reads it with libatspi (gir1.2-atspi-2.0, the library Orca reads with). The game is the first
turn of a corpus game (tests/data/corpus/online-europe-2.vinci, its moves taken away) with a
person in the first seat: the test walks the accessible tree, checks that every button has a
name, chooses the corpus's civilization on the track and takes it with the turn bar's buttons'
actions, finds the corpus's first conquest on the map by its name, conquers it with the
province's accessible action and reads the announcement that follows (a Notification shown).

    test_atspi.py VINCI_EXECUTABLE SOURCE_DIR

Exits 77 (ctest's skip) only when no session bus can be started, saying why.
"""

import ctypes
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import warnings

SKIP = 77
# Bounded waits, in seconds: the program's start on a shared machine, then each step.
START_SECONDS = 60
STEP_SECONDS = 20


# Where the game writes its output: shown when the test fails.
game_log = None


def fail(message):
    if game_log and os.path.exists(game_log):
        with open(game_log, errors="replace") as log:
            print("vinci's output (the end):\n" + log.read()[-4000:], flush=True)
    print("FAIL: " + message, flush=True)
    sys.exit(1)


def skip(message):
    print("SKIP: " + message, flush=True)
    sys.exit(SKIP)


class Processes:
    """Programs started in their own process groups, ended with everything they started.

    This process is their subreaper (prctl PR_SET_CHILD_SUBREAPER): what they start and leave
    behind (the AT-SPI bus launcher, its bus, the registry) comes back to it rather than to the
    machine's init, to be ended and reaped here."""

    def __init__(self):
        self.groups = []
        ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER

    def start(self, args, **kwargs):
        process = subprocess.Popen(args, start_new_session=True, **kwargs)
        self.groups.append(process)
        return process

    def end(self):
        # The last started first: the game, then the bus (with the AT-SPI bus it activated, in
        # its group), then the display.
        for process in reversed(self.groups):
            try:
                os.killpg(process.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        deadline = time.monotonic() + 10
        for process in reversed(self.groups):
            try:
                process.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                pass
            try:
                os.killpg(process.pid, signal.SIGKILL)  # what did not stop
            except ProcessLookupError:
                pass
        for process in self.groups:
            if process.poll() is None:
                process.wait(5)
        # Whatever they left: ended and reaped, so that nothing outlives the test.
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return  # none left
            if pid == 0:
                for child in self.orphans():
                    try:
                        os.kill(child, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                time.sleep(0.05)
        print("WARNING: processes left: %s" % self.orphans(), flush=True)

    @staticmethod
    def orphans():
        """The processes whose parent is this one."""
        me = str(os.getpid())
        children = []
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open("/proc/%s/stat" % entry) as stat:
                        fields = stat.read().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                if fields[1] == me:
                    children.append(int(entry))
        return children


def read_line(stream, seconds):
    """A line a program writes to the pipe `stream` at start (an address, a display number)."""
    import selectors

    selector = selectors.DefaultSelector()
    selector.register(stream, selectors.EVENT_READ)
    if not selector.select(seconds):
        return None
    line = stream.readline()
    return line.decode().strip() or None


def start_display(processes, environment):
    """Xvfb on a free display number, which it writes to a pipe once it is ready."""
    xvfb = shutil.which("Xvfb")
    if not xvfb:
        fail("Xvfb is not installed (tools/ensure-packages.sh installs xvfb)")
    read_end, write_end = os.pipe()
    processes.start([xvfb, "-displayfd", str(write_end), "-screen", "0", "1366x768x24", "-nolisten",
                     "tcp"], pass_fds=(write_end,), stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL, env=environment)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as stream:
        number = read_line(stream, START_SECONDS)
    if not number:
        fail("Xvfb did not start")
    return ":" + number


def start_session_bus(processes, environment):
    """A private session bus; the AT-SPI bus launcher is D-Bus activated on it."""
    daemon = shutil.which("dbus-daemon")
    if not daemon:
        skip("no session bus: dbus-daemon is not installed (Debian package dbus)")
    try:
        bus = processes.start([daemon, "--session", "--nofork", "--nosyslog", "--print-address=1"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment)
    except OSError as error:
        skip("no session bus: dbus-daemon cannot be started (%s)" % error)
    address = read_line(bus.stdout, START_SECONDS)
    if not address:
        if bus.poll() is not None:
            skip("no session bus: dbus-daemon stopped: "
                 + bus.stderr.read().decode(errors="replace").strip())
        skip("no session bus: dbus-daemon gave no address in %d s" % START_SECONDS)
    return address


def prepared_game(source_dir, folder):
    """The corpus game's first turn with Anna, a person, in the first seat and a computer in
    the second; and what its first player did: the civilization's place and the first
    conquest's province, by its English name."""
    with open(os.path.join(source_dir, "tests/data/corpus/online-europe-2.vinci")) as file:
        corpus = json.load(file)
    choose, conquer = corpus["actions"][0], corpus["actions"][1]
    if choose["type"] != "choose" or conquer["type"] != "conquer":
        fail("the corpus game does not begin with a choice and a conquest: %s" % corpus["actions"][:2])
    game = {key: corpus[key] for key in ("format", "formatVersion", "map", "options")}
    game["actions"] = []
    game["metadata"] = {"map": corpus["map"]["id"],
                        "seats": [{"name": "Anna", "controller": "human"},
                                  {"name": "Bruno", "controller": "strategist-easy"}]}
    path = os.path.join(folder, "first-turn.vinci")
    with open(path, "w") as file:
        json.dump(game, file)
    with open(os.path.join(source_dir, "maps", corpus["map"]["id"], "map.json")) as file:
        provinces = json.load(file)["provinces"]
    name = next(p["names"]["en"] for p in provinces if p["id"] == conquer["province"])
    return path, choose["slot"], name


def main():
    if len(sys.argv) != 3:
        fail("usage: test_atspi.py VINCI_EXECUTABLE SOURCE_DIR")
    vinci, source_dir = sys.argv[1], sys.argv[2]
    processes = Processes()
    home = tempfile.TemporaryDirectory(prefix="vinci-atspi-")
    try:
        run(processes, home.name, vinci, source_dir)
    finally:
        processes.end()
        home.cleanup()
    print("PASS", flush=True)


def run(processes, home, vinci, source_dir):
    runtime = os.path.join(home, "runtime")
    os.mkdir(runtime, 0o700)
    environment = dict(os.environ)
    environment.update({"XDG_RUNTIME_DIR": runtime, "HOME": home,
                        "XDG_CONFIG_HOME": os.path.join(home, "config"),
                        "XDG_DATA_HOME": os.path.join(home, "data"),
                        "XDG_CACHE_HOME": os.path.join(home, "cache")})
    environment.pop("DBUS_SESSION_BUS_ADDRESS", None)
    environment.pop("AT_SPI_BUS_ADDRESS", None)
    environment["DISPLAY"] = start_display(processes, environment)
    environment["DBUS_SESSION_BUS_ADDRESS"] = start_session_bus(processes, environment)
    # This process reads the tree on the same buses (libatspi finds them from its environment).
    os.environ.update({key: environment[key] for key in
                       ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR")})
    os.environ.pop("AT_SPI_BUS_ADDRESS", None)
    try:
        import gi
        gi.require_version("Atspi", "2.0")
        from gi.repository import Atspi, GLib
    except (ImportError, ValueError) as error:
        fail("libatspi's Python binding is missing (python3-gi, gir1.2-atspi-2.0): %s" % error)
    Atspi.init()

    announcements = []

    def heard(event):
        try:
            if event.detail1 and event.source.get_role() == Atspi.Role.NOTIFICATION:
                announcements.append(event.source.get_name())
        except GLib.Error:
            pass  # gone meanwhile

    listener = Atspi.EventListener.new(heard)
    listener.register("object:state-changed:showing")
    focused = []

    def focus_moved(event):
        try:
            if event.detail1:
                focused.append((event.source.get_role(), event.source.get_name()))
        except GLib.Error:
            pass

    focus_listener = Atspi.EventListener.new(focus_moved)
    focus_listener.register("object:state-changed:focused")

    def pump(seconds):
        deadline = time.monotonic() + seconds
        context = GLib.MainContext.default()
        while time.monotonic() < deadline:
            if not context.iteration(False):
                time.sleep(0.02)

    def wait_for(what, seconds, found):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            value = found()
            if value:
                return value
            pump(0.1)
        fail("waited %d s for %s" % (seconds, what))

    # Computer seats play at once; the interface in English.
    config = os.path.join(environment["XDG_CONFIG_HOME"], "vinci")
    os.makedirs(config)
    with open(os.path.join(config, "vinci.conf"), "w") as file:
        file.write("[General]\nlanguage=en\n[game]\naiDelay=0\n")
    save, slot, province_name = prepared_game(source_dir, home)
    game_environment = dict(environment)
    game_environment.update({"QT_QPA_PLATFORM": "xcb", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"})
    game_environment.pop("QT_SCALE_FACTOR", None)
    global game_log
    game_log = os.path.join(home, "vinci.log")
    with open(game_log, "w") as output:
        game = processes.start([vinci, save], env=game_environment, stdout=output,
                               stderr=subprocess.STDOUT)

    desktop = Atspi.get_desktop(0)

    def application():
        if game.poll() is not None:
            fail("vinci exited with %s" % game.returncode)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            try:
                if app and app.get_process_id() == game.pid:
                    return app
            except GLib.Error:
                continue
        return None

    app = wait_for("vinci on the AT-SPI bus", START_SECONDS, application)
    # The names and states change as the game goes: read afresh every time.
    app.set_cache_mask(Atspi.Cache.NONE)

    def descendants(root, depth=0):
        if depth > 40:
            return
        try:
            count = root.get_child_count()
        except GLib.Error:
            return
        for index in range(count):
            try:
                child = root.get_child_at_index(index)
            except GLib.Error:
                continue
            if child is None:
                continue
            yield child
            yield from descendants(child, depth + 1)

    def states(accessible):
        return accessible.get_state_set()

    def showing(accessible):
        return states(accessible).contains(Atspi.StateType.SHOWING)

    def find(role, predicate=lambda accessible: True):
        for accessible in descendants(app):
            try:
                if accessible.get_role() == role and predicate(accessible):
                    return accessible
            except GLib.Error:
                continue
        return None

    def actions(accessible):
        # atspi_action_get_action_name's successor, atspi_action_get_name, is shadowed in gi by
        # Accessible.get_name: the deprecated name it is.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return [accessible.get_action_name(i) for i in range(accessible.get_n_actions())]

    def act(accessible, name):
        names = actions(accessible)
        if name not in names:
            fail("%r has no action %r (it has %s)" % (accessible.get_name(), name, names))
        accessible.do_action(names.index(name))

    # The map, its provinces by name.
    game_map = wait_for("the map's provinces", START_SECONDS,
                        lambda: find(Atspi.Role.LIST, lambda a: a.get_name() == "Map"
                                     and a.get_child_count() > 0))

    def province():
        for index in range(game_map.get_child_count()):
            child = game_map.get_child_at_index(index)
            if child.get_name().startswith(province_name + ", "):
                return child
        return None

    target = wait_for("the province " + province_name, STEP_SECONDS, province)
    if target.get_role() != Atspi.Role.LIST_ITEM:
        fail("a province is a %s, not a list item" % target.get_role_name())
    if not target.get_description():
        fail(province_name + " has no description")
    # Before a civilization is chosen nothing can be done on the map: unavailable, no action.
    if states(target).contains(Atspi.StateType.ENABLED) or actions(target):
        fail("%s is available before a civilization is chosen: %s" % (province_name,
                                                                       actions(target)))

    # Every button shown says what it is (the turn bar's, the track's, the docks').
    wait_for("the track's civilizations", STEP_SECONDS,
             lambda: find(Atspi.Role.PUSH_BUTTON,
                          lambda a: a.get_name().startswith("Civilization I:")))
    for button in descendants(app):
        try:
            if button.get_role() == Atspi.Role.PUSH_BUTTON and showing(button) \
                    and not button.get_name().strip():
                fail("a button without a name: %s" % button.get_description())
        except GLib.Error:
            continue
    if not find(Atspi.Role.PANEL, lambda a: a.get_name().startswith("Anna")) and \
            not any(a.get_name().startswith("Anna") for a in descendants(app)
                    if a.get_role() != Atspi.Role.LIST_ITEM):
        fail("no player card named for Anna")

    # The corpus's civilization, chosen on the track and taken with the turn bar's button.
    numeral = ["I", "II", "III", "IV", "V", "VI"][slot]
    civilization = find(Atspi.Role.PUSH_BUTTON,
                        lambda a: a.get_name().startswith("Civilization %s:" % numeral))
    act(civilization, "Press")
    take = wait_for("the turn bar's Take it", STEP_SECONDS,
                    lambda: find(Atspi.Role.PUSH_BUTTON,
                                 lambda a: a.get_name() == "Take it" and showing(a)))
    act(take, "Press")

    # The conquest, through the province's own action, and what the screen reader is told.
    wait_for(province_name + " to be conquerable", STEP_SECONDS,
             lambda: "Conquer" in actions(target)
             and states(target).contains(Atspi.StateType.ENABLED))
    if "conquest costs" not in target.get_name():
        fail("the province's name does not say what its conquest costs: " + target.get_name())
    before = len(announcements)
    act(target, "Conquer")
    told = wait_for("an announcement of the conquest", STEP_SECONDS,
                    lambda: [text for text in announcements[before:]
                             if province_name in text and "Anna" in text])
    print("Announced: " + " | ".join(told), flush=True)
    if not target.get_name().startswith(province_name + ", ") or "Anna" not in target.get_name():
        fail("after the conquest the province reads: " + target.get_name())
    print("Now: " + target.get_name(), flush=True)

    # The keyboard's cursor, moved with an arrow key on the map, is heard as the province
    # focused, with its words.
    if not game_map.grab_focus():
        fail("the map does not take the keyboard")
    window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid",
                             str(game.pid), "."], env=environment, capture_output=True,
                            timeout=STEP_SECONDS, text=True).stdout.split()
    if not window:
        fail("no window of vinci on the display")
    subprocess.run(["xdotool", "windowfocus", "--sync", window[0], "key", "Right"],
                   env=environment, timeout=STEP_SECONDS, check=True)
    # The cursor shows where it was (the province conquered), then moves: the last heard.
    def focused_province():
        for index in range(game_map.get_child_count()):
            child = game_map.get_child_at_index(index)
            if states(child).contains(Atspi.StateType.FOCUSED):
                return child.get_name()
        return None

    def heard_last():
        provinces = [name for role, name in focused if role == Atspi.Role.LIST_ITEM]
        now = focused_province()
        return provinces and now and now != target.get_name() and provinces[-1] == now \
            and provinces[-1]

    name = wait_for("the province the arrow key went to, heard focused", STEP_SECONDS,
                    heard_last)
    print("Focused: " + name, flush=True)

    # The turn ended with the turn bar's buttons: the computer's turn is told as it plays.
    def button_named(label):
        return find(Atspi.Role.PUSH_BUTTON, lambda a: a.get_name() == label and showing(a)
                    and states(a).contains(Atspi.StateType.ENABLED))

    act(wait_for("the turn bar's End conquest", STEP_SECONDS,
                 lambda: button_named("End conquest")), "Press")
    # The reorganization: the pawns in hand placed for Anna, if any, then Confirm.
    button = wait_for("the turn bar's Auto-distribute or Confirm and score", STEP_SECONDS,
                      lambda: button_named("Auto-distribute") or button_named("Confirm and score"))
    if button.get_name() == "Auto-distribute":
        act(button, "Press")
    act(wait_for("the turn bar's Confirm and score", STEP_SECONDS,
                 lambda: button_named("Confirm and score")), "Press")
    before = len(announcements)
    told = wait_for("an announcement of the computer's turn", STEP_SECONDS,
                    lambda: [text for text in announcements[before:] if "Bruno" in text])
    print("Announced: " + " | ".join(told), flush=True)
    listener.deregister("object:state-changed:showing")
    focus_listener.deregister("object:state-changed:focused")


if __name__ == "__main__":
    main()
