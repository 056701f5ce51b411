"""The X server's bell as a test hears it: XKB BellNotify events, which every bell rung on the
display sends to the clients that ask for them (GDK's `gdk_surface_beep` rings an XKB bell).
Through libX11 with ctypes: Debian's python3-xlib is not installed here. What it hears is the
bell reaching the X server; whether a speaker sounds is the session's affair.
"""
import ctypes
import ctypes.util

_USE_CORE_KEYBOARD = 0x100
_BELL_NOTIFY_MASK = 1 << 8


class BellListener:
    """Counts the bells rung on the display from the moment it is made."""

    def __init__(self):
        self._x = ctypes.CDLL(ctypes.util.find_library("X11"))
        self._x.XOpenDisplay.restype = ctypes.c_void_p
        self._x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self._x.XkbQueryExtension.argtypes = [ctypes.c_void_p] + [ctypes.POINTER(ctypes.c_int)] * 5
        self._x.XkbSelectEvents.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_ulong, ctypes.c_ulong]
        self._x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self._x.XPending.argtypes = [ctypes.c_void_p]
        self._x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        self._display = self._x.XOpenDisplay(None)
        if not self._display:
            raise RuntimeError("no X display to listen to")
        opcode, self._event_base, error_base = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
        major, minor = ctypes.c_int(1), ctypes.c_int(0)
        if not self._x.XkbQueryExtension(self._display, ctypes.byref(opcode), ctypes.byref(self._event_base),
                                         ctypes.byref(error_base), ctypes.byref(major), ctypes.byref(minor)):
            raise RuntimeError("the X server has no XKB: its bell cannot be heard")
        self._x.XkbSelectEvents(self._display, _USE_CORE_KEYBOARD, _BELL_NOTIFY_MASK, _BELL_NOTIFY_MASK)
        self._x.XSync(self._display, 0)
        self._event = (ctypes.c_long * 24)()
        self.count = 0

    def rung(self):
        """The bells rung so far (reads what the server has sent)."""
        while self._x.XPending(self._display):
            self._x.XNextEvent(self._display, self._event)
            if ctypes.cast(self._event, ctypes.POINTER(ctypes.c_int))[0] == self._event_base.value:
                self.count += 1
        return self.count
