#include "game/state.h"

#include <QString>
#include <QWidget>
#include <QtGui/QColor>

#include <vector>
