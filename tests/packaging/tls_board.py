"""The real online board served over HTTPS, for the frozen game's TLS test:

    python tls_board.py DATABASE CERTFILE KEYFILE

Listens on a free loopback port, says ``listening on https://127.0.0.1:PORT`` on its
first line, serves until SIGTERM. The server's own command has no TLS options (a board
runs behind a proxy that adds TLS, as the README says); uvicorn's are used here.
"""

from __future__ import annotations

import sys

import uvicorn

from bakers_dozen_server.app import create_app
from bakers_dozen_server.serve import bind
from bakers_dozen_server.service import BoardService
from bakers_dozen_server.settings import Settings


def main(database: str, certfile: str, keyfile: str) -> None:
    board = BoardService(Settings(database=database))
    board.open()
    sock = bind("127.0.0.1", 0)
    config = uvicorn.Config(
        create_app(board),
        ssl_certfile=certfile,
        ssl_keyfile=keyfile,
        lifespan="off",
        log_level="info",
        server_header=False,
    )
    print(f"listening on https://127.0.0.1:{sock.getsockname()[1]}", flush=True)
    try:
        uvicorn.Server(config).run(sockets=[sock])
    finally:
        board.close()


if __name__ == "__main__":
    main(*sys.argv[1:4])
