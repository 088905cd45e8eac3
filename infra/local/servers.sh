# shellcheck shell=bash
# lib.sh and the four servers' functions (kafka_up, ferretdb_down, redis_status, ...), for up.sh, down.sh and
# status.sh. Sourced, never executed: it only defines variables and functions.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$INFRA_LOCAL_DIR/kafka.sh"
source "$INFRA_LOCAL_DIR/ferretdb.sh"
source "$INFRA_LOCAL_DIR/redis.sh"
source "$INFRA_LOCAL_DIR/maildev.sh"
