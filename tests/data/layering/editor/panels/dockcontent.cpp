#include "dock.h"
#include "view.h"
