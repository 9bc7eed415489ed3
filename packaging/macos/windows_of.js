// osascript -l JavaScript windows_of.js PID: how many normal windows (layer 0) the
// process PID has on screen, from the window server's list (needs no accessibility
// permission, unlike System Events).
ObjC.import("CoreGraphics");

function run(argv) {
    const pid = parseInt(argv[0], 10);
    const list = ObjC.deepUnwrap(
        ObjC.castRefToObject(
            $.CGWindowListCopyWindowInfo($.kCGWindowListOptionOnScreenOnly, $.kCGNullWindowID)
        )
    );
    return list.filter((w) => w.kCGWindowOwnerPID === pid && w.kCGWindowLayer === 0).length;
}
