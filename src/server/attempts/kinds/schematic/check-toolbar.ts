// Could this circuit have been built from the question's toolbar? Refuses unknown ports, dangling wires
// and extra parts, naming the field as the request does.
import type { SchematicAnswer } from '../../../../api/index';
import type { SchematicQuestionContent } from '../../../../content/index';
import { hasPort, numberOfPortsFor } from '../../../../schematic';
import { HttpError } from '../../../http-error';
import type { FieldNames } from '../kind';

export function checkCircuitFromToolbar(answer: SchematicAnswer, question: SchematicQuestionContent, fields: FieldNames): void {
  const byId = new Map<string, SchematicAnswer['components'][number]>();
  answer.components.forEach((part, index) => {
    if (byId.has(part.id)) throw new HttpError(400, `Two parts share the id '${part.id}'.`, fields.answer(`components.${index}.id`));
    if (part.numberOfPorts !== numberOfPortsFor(part.type)) {
      throw new HttpError(400, `A ${part.type} has ${numberOfPortsFor(part.type)} ports.`, fields.answer(`components.${index}.numberOfPorts`));
    }
    byId.set(part.id, part);
  });
  answer.components.forEach((part, index) => {
    part.connections.forEach((connection, at) => {
      const other = byId.get(connection.connectedToComponentId);
      if (!hasPort(part, connection.portId) || !other || !hasPort(other, connection.connectedToPortId)) {
        throw new HttpError(400, 'A wire ends on a port that is not in the circuit.', fields.answer(`components.${index}.connections.${at}`));
      }
    });
  });
  const toolbar = question.components.map((p) => `${p.type}:${p.value}`);
  answer.components.forEach((part, index) => {
    const at = toolbar.indexOf(`${part.type}:${part.value}`);
    if (at < 0) throw new HttpError(400, `This question's toolbar has no ${part.type} of value ${part.value} left.`, fields.answer(`components.${index}`));
    toolbar.splice(at, 1);
  });
}
