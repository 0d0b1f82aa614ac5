#!/usr/bin/env bash
# Installs urnmigrate as a user does, from a module proxy laid out on disk
# from this clone, and runs it once: see ../.ci/goinstall.
exec bash "$(dirname "$0")/../.ci/goinstall" migrate urnmigrate
