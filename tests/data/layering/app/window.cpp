#include "game/state.h"
#include "panels/dock.h"
#include "view.h"
