# Every command runs on Node 24 LTS: the machine's node when it is new enough, else one bootstrapped from the
# npm registry into .tools/ (see infra/toolchain/ensure-node.sh). Nothing else needs installing by hand.
SHELL := /bin/bash
.DEFAULT_GOAL := help

NODE_BIN := $(shell infra/toolchain/ensure-node.sh)
ifeq ($(NODE_BIN),)
$(error could not find or install Node 24; see the messages above)
endif
export PATH := $(NODE_BIN):$(PATH)
# Native addons compile against the headers of the Node that runs them.
ifneq ($(findstring /.tools/,$(NODE_BIN)),)
export npm_config_nodedir := $(abspath $(NODE_BIN)/..)
endif

STAMP := node_modules/.install-stamp
MANIFESTS := package-lock.json package.json $(wildcard packages/*/package.json services/*/package.json) \
	gateway/package.json web/package.json e2e/package.json
# The web app is rebuilt only when something it is built from changed.
WEB_BUILD := web/dist/index.html
WEB_SOURCES := $(shell find web/src web/public web/scripts -type f) web/index.html web/vite.config.ts \
	web/tsconfig.json $(wildcard packages/contracts/src/*.ts)

.PHONY: help install build-web start start-gateway test lint typecheck format unit bench up down logs admin-password backup restore tls-cert clean

help:
	@echo "make start           run the whole product on one machine (embedded storage) at http://127.0.0.1:8080"
	@echo "make start-gateway   the same behind Debian's nginx, each service its own process, with redis-server"
	@echo "make build-web       build the web app into web/dist (make start does it when needed)"
	@echo "make test            lint, typecheck and every test suite"
	@echo "make bench           benchmarks (figures printed, nothing asserted)"
	@echo "make up / down / logs  the container deployment (docker compose)"
	@echo "make tls-cert        a self-signed certificate in infra/tls/local for the deployment's TLS mode (make up makes it)"
	@echo "make admin-password  set or rotate the administrator's password"
	@echo "make backup          a dated, signed archive of everything stored (MODE=compose: the container deployment)"
	@echo "make restore FILE=…  bring an archive back after a confirmation (ARGS=--yes for scripts; MODE=compose)"

# No dependency needs its install script (package.json's allowScripts denies every one in the tree); skipping them
# keeps an npm without allowScripts from compiling or downloading what the tests never use.
$(STAMP): $(MANIFESTS)
	npm ci --ignore-scripts --no-audit --no-fund
	@touch $@

install: $(STAMP)

$(WEB_BUILD): $(STAMP) $(WEB_SOURCES)
	npm --workspace web run build

build-web: $(WEB_BUILD)

# The process runs the content service, which processes uploaded images: glibc's allocator settings for it, as
# packages/kit/src/malloc-env.ts explains (the gateway topology passes the same to the content service).
start: install $(WEB_BUILD)
	MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 node services/standalone/src/main.ts

# The gateway topology without containers: nginx and redis-server from Debian, each service its own process.
start-gateway: install $(WEB_BUILD)
	@infra/toolchain/ensure-packages.sh
	node gateway/src/start-gateway.ts

lint: install
	npx eslint .
	npx prettier --check .

# The same projects as `npm run typecheck`, which holds the list.
typecheck: install
	npm run typecheck

# The end-to-end suite drives the built web app in Chromium, so the build comes first.
unit: install $(WEB_BUILD)
	@infra/toolchain/ensure-packages.sh
	@mkdir -p .test-results
	@status=0; npx vitest run --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json || status=$$?; \
	  node infra/toolchain/test-summary.ts .test-results/vitest.json || status=1; exit $$status

# The checks and the web build share nothing and each keeps about one core busy: two at a time, then the suites.
test: install
	@$(MAKE) --no-print-directory -j2 --output-sync=target lint typecheck build-web
	@$(MAKE) --no-print-directory unit

bench: install $(WEB_BUILD)
	@infra/toolchain/ensure-packages.sh
	@for f in services/*/bench/*.ts gateway/bench/*.ts web/bench/*.ts; do node "$$f" || exit 1; done

admin-password: install
	node services/auth/src/cli/admin-password.ts $(ARGS)

# Backups run while the product keeps running; a restore checks the whole archive before replacing anything and
# requires the product stopped (see the README's "Backup and restore").
backup: install
ifeq ($(MODE),compose)
	infra/backup/compose-backup.sh
else
	node services/standalone/src/backup/cli.ts backup
endif

restore: install
	@test -n "$(FILE)" || { echo "usage: make restore FILE=backups/<archive>.tar.gz [ARGS=--yes] [MODE=compose]" >&2; exit 2; }
ifeq ($(MODE),compose)
	infra/backup/compose-restore.sh "$(FILE)" $(ARGS)
else
	node services/standalone/src/backup/cli.ts restore "$(FILE)" $(ARGS)
endif

format: install
	npx prettier --write .

# The container gateway's TLS mode, tried locally: browsers warn about this certificate; production mounts a real one
# (GATEWAY_TLS_DIR).
LOCAL_CERT := infra/tls/local/fullchain.pem
$(LOCAL_CERT):
	infra/tls/self-signed.sh infra/tls/local

tls-cert: $(LOCAL_CERT)

up: $(LOCAL_CERT)
	@test -f .env || { echo "No .env: copy .env.example to .env and fill in the required values." >&2; exit 1; }
	@node infra/env/check-env.ts .env
	docker compose up -d --build --wait

down:
	docker compose down

logs:
	docker compose logs -f --tail=100

clean:
	rm -rf node_modules .tools data web/dist .test-results
